extension TimelinePage {
    /// The page's data and the rebuilding of any step's state and screen from the changes it holds.
    static let treesScript = #"""
        'use strict';
        const data = JSON.parse(document.getElementById('data').textContent);
        const steps = data.steps;
        const last = steps.length;
        const positionOfSeq = new Map(steps.map((step, index) => [step.seq, index + 1]));
        const $ = id => document.getElementById(id);

        // Text from a log goes to the page as text only (textContent, never markup); bidi and other
        // invisible format characters are spelled out, so they cannot reorder what is shown.
        const invisible = /[\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/g;
        function shown(text) {
          return String(text).replace(invisible, c => '\u27E8U+' + c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0') + '\u27E9');
        }
        function element(tag, className, text) {
          const node = document.createElement(tag);
          if (className) node.className = className;
          if (text !== undefined && text !== null) node.textContent = shown(text);
          return node;
        }
        function caseName(value) {
          if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
          const keys = Object.keys(value);
          return keys.length === 1 ? keys[0] : null;
        }
        function inline(value) { return value === undefined ? '' : JSON.stringify(value); }

        // The changes of a step (`path`, `old`, `new`, as `replay --steps --json` writes them) applied to
        // the tree before it. A path's keys are found in the tree, so a key holding `.` or `[` is one key.
        // In an array, removals name old positions and additions and changes new ones: the elements kept
        // keep their order, which places every element of the new array.
        function patch(value, changes) {
          const whole = changes.find(change => change.rest === '');
          if (whole) return whole.change.new;
          const groups = new Map();
          for (const item of changes) {
            const [key, rest] = Array.isArray(value) ? arrayStep(item.rest) : objectStep(value, item.rest);
            if (!groups.has(key)) groups.set(key, []);
            groups.get(key).push({change: item.change, rest});
          }
          return Array.isArray(value) ? patchArray(value, groups) : patchObject(value, groups);
        }
        function arrayStep(rest) {
          const match = /^\[(\d+)\]/.exec(rest);
          return [Number(match[1]), rest.slice(match[0].length)];
        }
        function objectStep(object, rest) {
          const path = rest.startsWith('.') ? rest.slice(1) : rest;
          let found = null;
          for (const key of Object.keys(object)) {
            if ((path === key || path.startsWith(key + '.') || path.startsWith(key + '[')) && (found === null || key.length > found.length)) found = key;
          }
          return found === null ? [path, ''] : [found, path.slice(found.length)];
        }
        function patchObject(object, groups) {
          let added = false;
          for (const [key, items] of groups) {
            const direct = items.find(item => item.rest === '');
            if (direct && !('new' in direct.change)) { delete object[key]; continue; }
            if (!(key in object)) added = true;
            object[key] = direct ? direct.change.new : patch(object[key], items);
          }
          if (!added) return object;
          const sorted = {};
          for (const key of Object.keys(object).sort()) sorted[key] = object[key];
          return sorted;
        }
        function patchArray(array, groups) {
          const removed = new Set(), added = new Map();
          for (const [index, items] of groups) {
            for (const {change, rest} of items) {
              if (rest === '' && !('new' in change)) removed.add(index);
              else if (rest === '' && !('old' in change)) added.set(index, change.new);
            }
          }
          let result = array;
          if (removed.size || added.size) {
            const kept = array.filter((_, index) => !removed.has(index));
            result = [];
            for (let index = 0, next = 0; index < kept.length + added.size; index++) {
              result.push(added.has(index) ? added.get(index) : kept[next++]);
            }
          }
          for (const [index, items] of groups) {
            const changed = items.filter(item => item.rest !== '' || ('old' in item.change && 'new' in item.change));
            if (!changed.length) continue;
            const direct = changed.find(item => item.rest === '');
            result[index] = direct ? direct.change.new : patch(result[index], changed);
          }
          return result;
        }
        function applied(tree, changes) {
          if (!changes.length) return tree;
          return patch(tree, changes.map(change => ({change, rest: change.path === '' ? '' : '.' + change.path})));
        }

        // The state or the screen at a position (0: the start; N: after the step at position N), rebuilt
        // from the nearest keyframe or remembered tree before it.
        function Trees(member, changesOf) {
          const remembered = new Map([[0, data.initial[member]]]);
          let at = 0, tree = structuredClone(data.initial[member]);
          this.at = function (position) {
            if (position < at || position - at > 1000) {
              let start = 0;
              for (const [known] of remembered) if (known <= position && known > start) start = known;
              for (let p = position; p > start; p--) if (steps[p - 1].keyframe) { start = p; break; }
              at = start;
              tree = structuredClone(start > 0 && steps[start - 1].keyframe && !remembered.has(start)
                ? applied(structuredClone(steps[start - 1].keyframe[member]), changesOf(steps[start - 1]))
                : remembered.get(start));
              if (!remembered.has(start)) remembered.set(start, structuredClone(tree));
            }
            while (at < position) {
              const step = steps[at];
              if (step.keyframe) tree = structuredClone(step.keyframe[member]);
              tree = applied(tree, changesOf(step));
              at++;
              if (at % 1000 === 0 && !remembered.has(at)) remembered.set(at, structuredClone(tree));
            }
            return tree;
          };
        }
        const states = new Trees('state', step => step.changes);
        const screens = new Trees('screen', step => step.screen);
        """#
}
