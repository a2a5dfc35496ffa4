import ButtonLayout
import ButtonSolve

extension ScenarioBuilder {
    /// `goal` (GoalSchema.swift): a placement with its gap and alignment, or exact frames.
    func goal(from block: KeyedBlock<GoalKey>) -> SolveGoal? {
        guard block.isComplete else { return nil }
        if let placement = block.enumeration(.placement, as: ImagePlacement.self) {
            return .placement(
                placement, spacing: block.number(.spacing) ?? 8,
                alignment: block.enumeration(.alignment, as: PairAlignment.self) ?? .center)
        }
        let image = block.rect(.imageView)
        let title = block.rect(.titleLabel)
        guard image != nil || title != nil else { return nil }
        return .frames(imageView: image, titleLabel: title)
    }
}
