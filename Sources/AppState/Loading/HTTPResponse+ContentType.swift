extension HTTPResponse {
    /// The response's `Content-Type` (without parameters such as `charset`), in lower case.
    package var contentType: String? {
        guard let header = headers.first(where: { $0.name.lowercased() == "content-type" }) else { return nil }
        let type = header.value.split(separator: ";").first.map(String.init) ?? header.value
        return type.trimmingWhitespace.lowercased()
    }

    /// Why this body cannot be a JSON document, when its content type says so plainly: an HTML
    /// page (an error page, a captive portal) or media. Absent, JSON, text or generic binary types
    /// are decoded: feeds are often served as `text/plain` or `application/octet-stream`.
    package var nonJSONContentType: DecodeFailure? {
        guard let type = contentType else { return nil }
        let media = ["text/html", "application/xhtml+xml"].contains(type)
            || ["image/", "audio/", "video/", "font/"].contains { type.hasPrefix($0) }
        return media ? DecodeFailure(path: "(content-type)", reason: "the server sent \(type), not JSON") : nil
    }
}
