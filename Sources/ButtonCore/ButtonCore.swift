// ButtonCore holds the value types that more than one reader or engine needs (docs/architecture.md).
// It imports nothing, not even Foundation, so every module can depend on it without cost.
