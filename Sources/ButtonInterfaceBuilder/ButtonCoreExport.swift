// The shared value types (geometry, source positions, the syntax tree, button types, control states) live
// in ButtonCore; re-exported so that a client importing this product alone keeps seeing them.
@_exported import ButtonCore
