import DesignSpec
import Foundation

exit(CommandLineTool.run(arguments: Array(CommandLine.arguments.dropFirst()), freesModelAtExit: false))
