/// The page `replay --html` writes: no network, no external asset. The steps are embedded as JSON;
/// a slider, the list of inputs, the keys ← → (or k j), Home and End, and the address's
/// `#step=N` move between steps. The state after the step is shown as a tree whose changed paths
/// are highlighted, beside the input, the raw result and the effects.
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
            <div class="controls"><button id="previous" title="previous step (←)">←</button>
            <input type="range" id="slider" min="0" value="0" aria-label="step">
            <button id="next" title="next step (→)">→</button> <span id="position"></span></div></header>
            <main>
            <nav><ol id="steps"></ol></nav>
            <section id="detail">
            <h2 id="input"></h2>
            <dl id="facts"></dl>
            <h3>State after this step <small>(changed paths highlighted)</small></h3>
            <pre id="state"></pre>
            </section>
            </main>
            <script type="application/json" id="data">\(dataJSON)</script>
            <script>\(script)</script>
            </body>
            </html>

            """
    }

    private static let style = """
        body{font:14px/1.4 system-ui,sans-serif;margin:0;color:#222}
        header{position:sticky;top:0;background:#f4f4f6;border-bottom:1px solid #ccc;padding:6px 12px;z-index:1}
        h1{font-size:16px;margin:0 0 4px} .controls{display:flex;gap:8px;align-items:center}
        #slider{flex:1} main{display:flex;align-items:flex-start}
        nav{width:36%;max-height:calc(100vh - 80px);overflow:auto;border-right:1px solid #ddd}
        ol{margin:0;padding:0;list-style:none;font:12px ui-monospace,monospace}
        li{padding:2px 4px;cursor:pointer;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
        li.result{color:#555} li.skipped{text-decoration:line-through} li.launch{border-top:2px solid #2a6df4} li.current{background:#2a6df4;color:#fff}
        #detail{flex:1;padding:0 12px;min-width:0} h2{font:13px ui-monospace,monospace;word-break:break-all}
        dt{font-weight:600} dd{margin:0 0 6px 1em;font:12px ui-monospace,monospace;word-break:break-all}
        pre{font:12px ui-monospace,monospace;margin:0} .line.changed{background:#fff3a0}
        """

    private static let script = """
        const steps = JSON.parse(document.getElementById('data').textContent);
        const slider = document.getElementById('slider');
        const list = document.getElementById('steps');
        let current = 0;
        slider.max = steps.length - 1;
        steps.forEach((step, index) => {
          const item = document.createElement('li');
          item.value = step.seq;
          item.textContent = (step.seq ? '#' + step.seq + ' ' : '') + step.input;
          item.className = step.kind + (step.skipped ? ' skipped' : '') + (step.launch ? ' launch' : '');
          item.title = step.time || '';
          item.addEventListener('click', () => show(index));
          list.appendChild(item);
        });
        function isChanged(path, changes) {
          return changes.some(c => path === c || path.startsWith(c + '.') || path.startsWith(c + '[') || c === '');
        }
        function lines(value, path, indent, label, out) {
          const isObject = value !== null && typeof value === 'object';
          const empty = isObject && Object.keys(value).length === 0;
          if (!isObject || empty) {
            out.push({path, indent, text: (label === null ? '' : label + ': ') + JSON.stringify(value), leaf: JSON.stringify(value)});
            return;
          }
          if (label !== null) out.push({path, indent, text: label + ':' + (Array.isArray(value) ? ' (' + value.length + ')' : '')});
          const inner = label === null ? indent : indent + 1;
          if (Array.isArray(value)) {
            value.forEach((item, i) => lines(item, path + '[' + i + ']', inner, '[' + i + ']', out));
          } else {
            Object.keys(value).forEach(key => lines(value[key], path === '' ? key : path + '.' + key, inner, key, out));
          }
        }
        function show(index) {
          current = Math.max(0, Math.min(steps.length - 1, index));
          const step = steps[current];
          slider.value = current;
          document.getElementById('position').textContent = 'step ' + step.seq + ' of ' + (steps.length - 1);
          document.getElementById('input').textContent = (step.seq ? '#' + step.seq + ' ' : '') + step.input;
          const facts = document.getElementById('facts');
          facts.replaceChildren();
          const fact = (name, values) => {
            if (!values.length) return;
            const term = document.createElement('dt'); term.textContent = name; facts.appendChild(term);
            values.forEach(v => { const d = document.createElement('dd'); d.textContent = v; facts.appendChild(d); });
          };
          fact('launch', step.launch ? [step.launch] : []);
          fact('time', step.time ? [step.time] : []);
          fact('raw result', step.raw ? [step.raw] : []);
          fact('decoded to', step.decoded ? [step.decoded] : []);
          fact('skipped', step.skipped ? ['left out of this replay (--skip)'] : []);
          fact('changed', step.changes.map(c => c === '' ? '(the whole state)' : c));
          fact('refused', step.refused || []);
          fact('effects', step.effects);
          fact('screen (what the user saw)', step.screen || []);
          const out = [];
          lines(step.state, '', 0, null, out);
          const pre = document.getElementById('state');
          pre.replaceChildren();
          out.forEach(line => {
            const div = document.createElement('div');
            div.className = 'line' + (isChanged(line.path, step.changes) ? ' changed' : '');
            div.dataset.path = line.path;
            if (line.leaf !== undefined) div.dataset.leaf = line.leaf;
            div.textContent = '  '.repeat(line.indent) + line.text;
            pre.appendChild(div);
          });
          Array.from(list.children).forEach((item, i) => item.classList.toggle('current', i === current));
          list.children[current].scrollIntoView({block: 'nearest'});
          if (location.hash !== '#step=' + current) history.replaceState(null, '', '#step=' + current);
          const first = pre.querySelector('.changed');
          if (first) first.scrollIntoView({block: 'nearest'});
        }
        slider.addEventListener('input', () => show(Number(slider.value)));
        document.getElementById('previous').addEventListener('click', () => show(current - 1));
        document.getElementById('next').addEventListener('click', () => show(current + 1));
        document.addEventListener('keydown', event => {
          const moves = {ArrowLeft: -1, ArrowUp: -1, k: -1, ArrowRight: 1, ArrowDown: 1, j: 1};
          if (event.target === slider && event.key.startsWith('Arrow')) return;
          if (event.key in moves) { show(current + moves[event.key]); event.preventDefault(); }
          if (event.key === 'Home') show(0);
          if (event.key === 'End') show(steps.length - 1);
        });
        window.addEventListener('hashchange', () => show(stepFromHash()));
        function stepFromHash() {
          const match = /^#step=(\\d+)$/.exec(location.hash);
          return match ? Number(match[1]) : steps.length - 1;
        }
        show(stepFromHash());
        """
}
