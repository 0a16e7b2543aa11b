/// The page `replay --html` writes: self-contained (no network, no external asset, opens from
/// `file://`). The data (`TimelineData`) is embedded as JSON; the step list, the slider, the keys
/// (← → or k j, Home and End, `/` to filter) and the address's `#step=N` select a step, and the
/// page shows the screen after it as a phone wireframe, its changes old → new, its effects and
/// refusal, its input (a result's body folded) and the state as a collapsible tree.
enum TimelinePage {
    static func html(title: String, dataJSON: String) -> String {
        let title = Markup.escaped(title)
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>\(title)</title>
            <style>\(style)</style>
            </head>
            <body>
            <header><h1>\(title)</h1>
            <div class="controls" id="controls"><button id="previous" title="previous step (←)">←</button>
            <input type="range" id="slider" min="0" value="0" aria-label="step">
            <button id="next" title="next step (→)">→</button> <span id="position"></span>
            <input type="search" id="filter" placeholder="filter (/)" aria-label="filter the steps by text">
            <select id="kind" aria-label="filter the steps by kind"><option value="">every kind</option></select>
            <span id="matches"></span> <span id="opened"></span></div></header>
            <main>
            <nav id="list" aria-label="steps"><div id="rows"></div></nav>
            <section id="screen-panel" aria-label="screen"><h3>Screen after this step</h3><div id="screen"></div></section>
            <section id="detail">
            <h2 id="input"></h2>
            <div id="divergence" hidden></div>
            <dl id="facts"></dl>
            <h3>Changes</h3><table id="changes"></table>
            <h3>Effects</h3><ol id="effects" class="effects"></ol>
            <div id="replayed" hidden><h3>Effects this build returns instead</h3><ol id="replayed-effects" class="effects"></ol></div>
            <h3>Input</h3><div id="raw"></div>
            <h3>State after this step</h3><div id="state"></div>
            </section>
            </main>
            <script type="application/json" id="data">\(dataJSON)</script>
            <script>\(treesScript)\(screenScript)\(stepsScript)</script>
            </body>
            </html>

            """
    }
}
