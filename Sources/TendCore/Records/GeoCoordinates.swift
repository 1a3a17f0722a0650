/// A point on the earth in WGS 84 degrees, as `geo:` URIs (RFC 5870) and OpenStreetMap take it.
public struct GeoCoordinates: Hashable, Sendable {
    /// Degrees north, -90 to 90.
    public var latitude: Double
    /// Degrees east, -180 to 180.
    public var longitude: Double

    /// The coordinates, or nil when either is out of range or not a number.
    public init?(latitude: Double, longitude: Double) {
        guard (-90...90).contains(latitude), (-180...180).contains(longitude) else { return nil }
        self.latitude = latitude
        self.longitude = longitude
    }
}
