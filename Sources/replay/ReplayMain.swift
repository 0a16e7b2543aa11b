@main
struct ReplayMain {
    static func main() {}
}
