/// Printed by `buttonlab --version`.
public let buttonLabVersion = "0.1.0"
