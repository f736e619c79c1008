import os
import pathlib
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]


def shared_data():
    """The shared test data: DESIGNSPEC_TEST_DATA, else ../shared/data beside the checkout."""
    path = pathlib.Path(os.environ.get("DESIGNSPEC_TEST_DATA", ROOT.parent / "shared" / "data"))
    if not path.is_dir():
        print(f"\n⚠️  SKIPPING tests that need the shared test data: {path} does not exist.", file=sys.stderr)
        return None
    return path


@pytest.fixture(scope="session")
def designspec():
    binary = os.environ.get("DESIGNSPEC_BIN")
    if not binary or not os.path.exists(binary):
        pytest.fail("DESIGNSPEC_BIN must point at a built designspec binary (Tests/integration/run does this)")
    return binary


@pytest.fixture(scope="session")
def data():
    path = shared_data()
    if path is None:
        pytest.skip("shared test data not found")
    return path
