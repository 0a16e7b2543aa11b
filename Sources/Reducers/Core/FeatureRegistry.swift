/// Every feature a log may name in its header, so `replay` can pick the reducer to fold it with.
public enum FeatureRegistry {
    public static var all: [any Feature.Type] {
        [
            ShowcaseFeature.self,
            LunchFeature.self,
            DiningFeature.self,
            PlacesFeature.self,
            BurgersFeature.self,
            FilmsFeature.self,
        ]
    }

    public static func feature(named name: String) -> (any Feature.Type)? {
        all.first { $0.name == name }
    }

    public static var names: [String] { all.map { $0.name }.sorted() }
}
