label.setTypography(Typography.heading1)
label.setTypography(Typography.body2)
