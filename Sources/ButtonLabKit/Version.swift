/// Printed by `buttonlab --version`.
package let buttonLabVersion = "0.1.0"
