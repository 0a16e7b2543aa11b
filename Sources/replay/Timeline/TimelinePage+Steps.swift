extension TimelinePage {
    /// The step list (drawn where it shows, filtered by text and kind), the selected step's panels,
    /// the keys and the `#step=N` address.
    static let stepsScript = #"""

        // The step list: one row a position, drawn only where it shows, so a long session opens at once.
        const rowHeight = 20;
        const list = $('list'), rows = $('rows'), slider = $('slider');
        // A result's row names its case and the action it decoded to; the filter reads the action whole.
        const labels = ['initial state'], searched = ['initial state'], kinds = [['start']];
        for (const step of steps) {
          const what = step.input === 'action' ? inline(step.action) : 'result ' + caseName(step.result) + ' \u2192 ' + (step.action ? caseName(step.action) : '(dropped)');
          const gap = data.omitted && step.seq === data.omitted.to + 1 ? '\u2026 ' + data.omitted.count + ' inputs left out \u2026 ' : '';
          labels.push(gap + '#' + step.seq + ' ' + what);
          searched.push((labels[labels.length - 1] + ' ' + (step.input === 'result' ? inline(step.action) : '')).toLowerCase());
          const kind = [step.input, step.input + ' ' + caseName(step.input === 'action' ? step.action : step.result)];
          if (step.launch) kind.push('launch');
          if (step.refused) kind.push('refused');
          if (step.skipped) kind.push('skipped');
          if (step.seq === (data.divergence || {}).seq) kind.push('diverged');
          kinds.push(kind);
        }
        for (const kind of [...new Set(kinds.flat())].sort()) {
          const option = element('option', null, kind);
          option.value = kind;
          $('kind').appendChild(option);
        }
        let visible = labels.map((_, position) => position);
        let current = 0;
        function applyFilter() {
          const text = $('filter').value.toLowerCase(), kind = $('kind').value;
          visible = [];
          for (let position = 0; position <= last; position++) {
            if (kind && !kinds[position].includes(kind)) continue;
            if (text && !searched[position].includes(text)) continue;
            visible.push(position);
          }
          $('matches').textContent = visible.length + ' of ' + (last + 1);
          rows.style.height = visible.length * rowHeight + 'px';
          drawRows();
        }
        function drawRows() {
          const first = Math.max(0, Math.floor(list.scrollTop / rowHeight) - 5);
          const end = Math.min(visible.length, first + Math.ceil(list.clientHeight / rowHeight) + 10);
          rows.replaceChildren();
          for (let index = first; index < end; index++) {
            const position = visible[index], step = steps[position - 1];
            const row = element('div', 'entry', labels[position]);
            row.dataset.position = position;
            if (step) {
              row.classList.add(step.input);
              if (step.launch) row.classList.add('launch');
              if (step.refused) row.classList.add('refused');
              if (step.skipped) row.classList.add('skipped');
              if (position === diverged) row.classList.add('diverged');
              row.title = step.time;
            }
            if (position === current) row.classList.add('current');
            row.style.top = index * rowHeight + 'px';
            row.addEventListener('click', () => show(position));
            rows.appendChild(row);
          }
        }
        function revealCurrent() {
          const index = visible.indexOf(current);
          if (index < 0) return;
          const top = index * rowHeight;
          if (top < list.scrollTop) list.scrollTop = top;
          else if (top + rowHeight > list.scrollTop + list.clientHeight) list.scrollTop = top + rowHeight - list.clientHeight;
        }
        list.addEventListener('scroll', drawRows);
        window.addEventListener('resize', drawRows);

        // The selected step: its input, the screen after it, its changes, effects and refusal, the state.
        function fact(name, value) {
          if (value === undefined || value === null || value === '') return;
          $('facts').append(element('dt', null, name), element('dd', null, value));
        }
        function valueNode(value) {
          const text = inline(value);
          if (text.length <= 160) return element('code', null, text);
          const fold = element('details', 'fold');
          fold.append(element('summary', null, text.slice(0, 100) + '\u2026 (' + text.length + ' characters)'), element('pre', null, JSON.stringify(value, null, 2)));
          return fold;
        }
        function showChanges(step) {
          const table = $('changes');
          table.replaceChildren();
          for (const change of step ? step.changes : []) {
            const row = element('tr', 'old' in change ? ('new' in change ? 'changed' : 'removed') : 'added');
            row.dataset.path = change.path;
            const path = element('td', 'path', change.path === '' ? '(the whole state)' : change.path);
            const old = element('td', 'old'), arrow = element('td', 'arrow', '\u2192'), now = element('td', 'new');
            if ('old' in change) old.appendChild(valueNode(change.old)); else old.textContent = '(absent)';
            if ('new' in change) now.appendChild(valueNode(change.new)); else now.textContent = '(removed)';
            row.append(path, old, arrow, now);
            table.appendChild(row);
          }
          if (!table.children.length) table.appendChild(element('tr', 'none', step ? 'nothing changed' : 'the state the session starts from'));
        }
        function showList(id, values) {
          const node = $(id);
          node.replaceChildren(...values.map(value => { const item = element('li'); item.appendChild(valueNode(value)); return item; }));
          if (!values.length) node.appendChild(element('li', 'none', 'none'));
        }
        // Where this build leaves the recording (`--verify`): marked in the list and the header, and
        // shown at its step, recorded against replayed.
        const diverged = data.divergence ? positionOfSeq.get(data.divergence.seq) : undefined;
        // A session over the page's budget: the page holds its first and last steps and says so.
        if (data.omitted) {
          const note = element('p', 'omitted', 'Inputs ' + data.omitted.from + ' to ' + data.omitted.to + ' (' + data.omitted.count
            + ') are left out: this page holds ' + Math.round(data.omitted.budget / 1048576) + ' MiB of steps (replay --page-budget). List them with replay LOG --steps --from '
            + data.omitted.from + ' --until ' + data.omitted.to + '.');
          note.id = 'omitted';
          $('controls').appendChild(note);
        }
        if (data.divergence) {
          const where = diverged === undefined ? ', left out of this page' : '';
          const verdict = element('button', 'verdict', '\u26A0 diverges at input ' + data.divergence.seq + ' (line ' + data.divergence.line + where + ')');
          verdict.id = 'verdict';
          if (diverged !== undefined) verdict.addEventListener('click', () => show(diverged));
          $('controls').appendChild(verdict);
        }
        function showDivergence(position) {
          const panel = $('divergence'), divergence = data.divergence;
          panel.hidden = position !== diverged || !divergence;
          if (panel.hidden) return;
          panel.replaceChildren(element('h3', null, 'Divergence: ' + divergence.summary + ' (line ' + divergence.line + ')'));
          if ('recordedEffects' in divergence) {
            const sides = element('div', 'sides');
            for (const [title, effects] of [['recorded', divergence.recordedEffects], ['this build', divergence.replayedEffects]]) {
              const list = element('ol', 'effects');
              list.append(...(Array.isArray(effects) ? effects : [effects]).map(effect => { const item = element('li'); item.appendChild(valueNode(effect)); return item; }));
              if (!list.children.length) list.appendChild(element('li', 'none', 'none'));
              sides.appendChild(part('side', element('h4', null, 'effects ' + title), list));
            }
            panel.appendChild(sides);
          }
          if ('recordedHash' in divergence) {
            panel.append(element('div', null, 'state hash recorded: ' + divergence.recordedHash), element('div', null, 'state hash this build: ' + divergence.replayedHash));
          }
        }
        function showInput(step) {
          const raw = $('raw');
          raw.replaceChildren();
          if (!step) return;
          if (step.result !== undefined) {
            raw.append(element('h4', null, 'result, as recorded'), tree(step.result, 'result', null, [], 0, 8));
            raw.append(element('h4', null, step.action ? 'decoded to the action' : 'dropped: decoded to no action'));
          }
          if (step.action) raw.appendChild(tree(step.action, 'action', null, [], 0, 8));
        }

        // A collapsible tree of a JSON value: a node opens when it holds a changed path, and its children
        // are drawn when it opens; long strings (such as a response's body) are folded.
        function isChanged(path, changes) {
          return changes.some(c => c === '' || path === c || path.startsWith(c + '.') || path.startsWith(c + '['));
        }
        function holdsChange(path, changes) {
          return path === '' || changes.some(c => c.startsWith(path + '.') || c.startsWith(path + '['));
        }
        function tree(value, path, label, changes, depth, openDepth) {
          const isNode = value !== null && typeof value === 'object' && Object.keys(value).length > 0;
          const changed = path !== '' && isChanged(path, changes);
          if (!isNode) {
            const leaf = element('div', 'line leaf' + (changed ? ' changed' : ''));
            leaf.dataset.path = path;
            leaf.dataset.leaf = inline(value);
            if (label !== null) leaf.appendChild(element('span', 'key', label + ': '));
            if (typeof value === 'string' && value.length > 200) {
              const fold = element('details', 'fold');
              fold.append(element('summary', null, '"' + value.slice(0, 80) + '\u2026" (' + value.length + ' characters)'), element('pre', null, value));
              leaf.appendChild(fold);
            } else leaf.appendChild(element('span', 'value', inline(value)));
            return leaf;
          }
          const node = element('details', 'node' + (changed ? ' changed' : ''));
          node.dataset.path = path;
          const keys = Array.isArray(value) ? value.map((_, i) => i) : Object.keys(value).sort();
          node.appendChild(element('summary', null, (label === null ? '' : label + ' ') + (Array.isArray(value) ? '[' + value.length + ']' : '{' + keys.length + '}')));
          const fill = () => {
            if (node.dataset.filled) return;
            node.dataset.filled = '1';
            for (const key of keys) {
              const child = Array.isArray(value) ? path + '[' + key + ']' : (path === '' ? key : path + '.' + key);
              node.appendChild(tree(value[key], child, Array.isArray(value) ? '[' + key + ']' : key, changes, depth + 1, openDepth));
            }
          };
          node.addEventListener('toggle', fill);
          if (depth < openDepth || holdsChange(path, changes) || changed && depth < 3) { node.open = true; fill(); }
          return node;
        }

        function show(position) {
          current = Math.max(0, Math.min(last, position));
          const step = steps[current - 1];
          slider.value = current;
          $('position').textContent = 'step ' + current + ' of ' + last;
          $('input').textContent = shown(labels[current]);
          $('facts').replaceChildren();
          if (step) {
            fact('time', step.time);
            fact('launch', step.launch);
            fact('refused', step.refused === undefined ? '' : inline(step.refused));
            fact('skipped', step.skipped ? 'left out of this replay (--skip)' : '');
          }
          $('screen').replaceChildren(drawScreen(data.app, screens.at(current)));
          showDivergence(current);
          showChanges(step);
          showList('effects', step ? step.effects : []);
          $('replayed').hidden = !(step && step.replayedEffects);
          if (step && step.replayedEffects) showList('replayed-effects', step.replayedEffects);
          showInput(step);
          $('state').replaceChildren(tree(states.at(current), '', null, step ? step.changes.map(c => c.path) : [], 0, 1));
          if (visible.indexOf(current) < 0) { $('filter').value = ''; $('kind').value = ''; applyFilter(); }
          revealCurrent();
          drawRows();
          const hash = '#step=' + (step ? step.seq : 0);
          if (location.hash !== hash) history.replaceState(null, '', hash);
        }
        function move(offset) {
          const index = visible.indexOf(current);
          const next = visible[Math.max(0, Math.min(visible.length - 1, (index < 0 ? 0 : index) + offset))];
          if (next !== undefined) show(next);
        }

        slider.max = last;
        slider.addEventListener('input', () => show(Number(slider.value)));
        $('previous').addEventListener('click', () => move(-1));
        $('next').addEventListener('click', () => move(1));
        $('filter').addEventListener('input', applyFilter);
        $('kind').addEventListener('change', applyFilter);
        document.addEventListener('keydown', event => {
          const typing = event.target === $('filter') || event.target === $('kind');
          if (typing) { if (event.key === 'Escape' || event.key === 'Enter') event.target.blur(); return; }
          if (event.target === slider && event.key.startsWith('Arrow')) return;
          const moves = {ArrowLeft: -1, ArrowUp: -1, k: -1, ArrowRight: 1, ArrowDown: 1, j: 1, PageUp: -20, PageDown: 20};
          if (event.key in moves) move(moves[event.key]);
          else if (event.key === 'Home') show(visible[0] || 0);
          else if (event.key === 'End') show(visible[visible.length - 1] || 0);
          else if (event.key === '/') $('filter').focus();
          else return;
          event.preventDefault();
        });
        function positionFromHash() {
          const match = /^#step=(\d+)$/.exec(location.hash);
          if (!match) return diverged ?? last;
          return Number(match[1]) === 0 ? 0 : positionOfSeq.get(Number(match[1])) ?? last;
        }
        window.addEventListener('hashchange', () => show(positionFromHash()));
        applyFilter();
        show(positionFromHash());
        $('opened').textContent = 'opened in ' + Math.round(performance.now()) + ' ms';
        $('opened').dataset.milliseconds = Math.round(performance.now());
        window.timeline = {state: position => states.at(position), screen: position => screens.at(position), current: () => current};
        """#
}
