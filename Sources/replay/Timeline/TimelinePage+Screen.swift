extension TimelinePage {
    /// Draws a screen model (`Feature.screenValue(of:)`) as a phone-shaped wireframe, app by app.
    static let screenScript = #"""

        // The screen after the step, drawn from the app's screen model (`Feature.screenValue(of:)`) as a
        // phone-shaped wireframe: what the user saw, as the terminal front end draws it in text.
        function part(className, ...children) {
          const node = element('div', className);
          node.append(...children.filter(child => child));
          return node;
        }
        function label(className, text) { return text === undefined || text === null || text === '' ? null : element('div', className, text); }
        function button(model, className) {
          if (!model) return null;
          const node = element('span', 'button' + (className ? ' ' + className : '') + (model.isEnabled ? '' : ' disabled'), model.title);
          node.title = model.isEnabled ? 'enabled' : 'disabled';
          return node;
        }
        function tabBar(model, className) {
          if (!model) return null;
          return part(className || 'tabbar', ...model.tabs.map(tab => element('span', 'tab' + (tab === model.selected ? ' selected' : ''), tab)));
        }
        function notice(model) {
          return model ? part('notice', element('span', null, model.text), button(model.button)) : null;
        }
        function image(model, what) {
          if (!model) return null;
          const summary = {placeholder: 'no image', loading: model.progress == null ? 'loading' : 'loading ' + Math.round(model.progress * 100) + '%',
            loaded: model.width != null ? model.width + '\u00D7' + model.height : 'loaded', failed: 'failed'}[model.status] || model.status;
          const box = part('image ' + model.status, element('span', null, (what ? what + ': ' : '') + summary));
          box.dataset.status = model.status;
          box.title = (model.url || 'no address') + (model.problem ? '\n' + model.problem : '');
          if (model.problem) box.appendChild(element('small', null, model.problem));
          return box;
        }
        function alertBox(model) {
          if (!model) return null;
          return part('alert-backdrop', part('alert', element('strong', null, model.title), element('p', null, model.message),
            part('alert-buttons', ...model.buttons.map(title => element('span', 'button', title)))));
        }
        function navBar(title, left, right) { return part('navbar', part('nav-left', left), element('span', 'nav-title', title || ''), part('nav-right', right)); }
        function rowsOf(items, draw, empty) {
          const list = part('rows', ...(items || []).map(draw));
          if (!(items || []).length && empty) list.appendChild(element('div', 'empty', empty));
          return list;
        }
        function row(...children) { return part('row', ...children); }
        function browser(model) {
          if (!model) return null;
          const page = part('page ' + model.page, element('span', null, 'page ' + model.page + (model.progress != null ? ' ' + Math.round(model.progress * 100) + '%' : '')), label('problem', model.problem));
          return part('browser', part('address', element('span', null, model.address)), page, label('refusal', model.refusal),
            part('history', ...model.history.map((address, index) => element('div', index === model.current ? 'current' : '', address))),
            part('toolbar', button(model.back), button(model.next), button(model.refresh)));
        }
        function pins(model) {
          if (!model) return null;
          return part('map', element('div', 'map-title', 'map'), rowsOf(model.pins, pin => row(element('span', null, 'pin: ' + pin.title))),
            model.notOnMap && model.notOnMap.length ? label('notice', 'not on the map: ' + model.notOnMap.join(', ')) : null);
        }
        // A dish's snippet with its highlighted ranges marked (offsets in UTF-16 code units, as
        // JavaScript counts them); each piece is text, never markup.
        function highlighted(text, ranges) {
          const span = element('span', 'subtitle');
          let at = 0;
          for (const range of [...ranges].sort((a, b) => a.location - b.location)) {
            if (range.location < at) continue;
            span.appendChild(document.createTextNode(shown(text.slice(at, range.location))));
            span.appendChild(element('mark', null, text.slice(range.location, range.location + range.length)));
            at = range.location + range.length;
          }
          span.appendChild(document.createTextNode(shown(text.slice(at))));
          return span;
        }
        function phone(...children) { return part('phone', part('screen-area', ...children)); }

        const drawers = {
          lunch: s => phone(navBar(s.title, null, button(s.mapButton)),
            s.list ? part('content', notice(s.list.notice), rowsOf(s.list.rows, r => row(image(r.image), element('strong', null, r.name), element('span', 'subtitle', r.category), element('span', 'heart', r.isFavorite ? '\u2665' : '\u2661')), s.list.emptyText)) : null,
            s.detail ? part('content detail', navBar(s.detail.name, button(s.detail.back), button(s.detail.heart)), notice(s.detail.notice), image(s.detail.image),
              label('subtitle', s.detail.category), ...s.detail.address.map(line => label('text', line)), label('text', s.detail.phone), label('text', s.detail.twitter)) : null,
            s.browser ? part('content', browser(s.browser)) : null,
            s.map ? part('content modal', navBar('Map', null, button(s.map.close)), pins(s.map)) : null,
            tabBar(s.tabBar)),
          dining: s => {
            const reservation = s.reservation;
            const sheet = reservation ? part('sheet', ...reservation.cards.map(card => part('card' + (card.isExpanded ? ' expanded' : ''),
              element('strong', null, card.title), ...card.lines.map(line => label('text', line)), image(card.picture, 'picture'),
              card.pin ? label('text', 'pin: ' + card.pin.title) : null,
              ...card.dishes.map(dish => row(image(dish.photo), element('strong', null, dish.name), highlighted(dish.snippet, dish.highlights)))))) : null;
            const banner = s.banner ? part('banner' + (s.banner.isDragging ? ' dragging' : ''), element('strong', null, s.banner.title), element('span', 'subtitle', s.banner.subtitle),
              element('span', 'progress', s.banner.position + ' \u00B7 ' + Math.round(s.banner.progress * 100) + '% open')) : null;
            if (sheet) {
              // The banner rides on top of the reservation view, pulled up to the fraction that shows.
              const fraction = Math.max(0, Math.min(1, reservation.visibleFraction));
              // Collapsed, the banner alone (48px); open, everything above the tab bar (38px).
              sheet.style.height = 'calc(' + (fraction * 100).toFixed(2) + '% + ' + (48 - fraction * 86).toFixed(1) + 'px)';
              if (banner) sheet.prepend(banner);
            }
            return phone(navBar(s.tabTitle), part('content', notice(s.notice)), sheet, s.modal ? part('content modal', navBar(s.modal)) : null,
              s.modal || sheet ? null : banner, tabBar(s.tabBar));
          },
          places: s => phone(navBar('Places'), notice(s.notice),
            s.list ? part('content', s.list.isLoading ? label('notice', 'Loading\u2026') : null, s.list.isRefreshing ? label('notice', 'Refreshing\u2026') : null,
              rowsOf(s.list.rows, r => row(image(r.image), element('strong', null, r.name), element('span', 'subtitle', r.address || '')), s.list.emptyText)) : null,
            s.map ? part('content', pins(s.map), part('toolbar', button(s.map.myLocation), button(s.map.refresh))) : null,
            s.details ? part('content detail', navBar(s.details.name, button(s.details.back)), notice(s.details.notice), label('text', s.details.closed),
              label('text', s.details.address), label('text', s.details.phone), label('text', s.details.website), label('text', s.details.rating), label('text', s.details.openNow),
              rowsOf(s.details.reviews, r => row(element('strong', null, r.heading), element('span', 'subtitle', r.text)))) : null,
            tabBar(s.tabBar)),
          burgers: s => phone(navBar(s.title, null, element('span', 'connectivity', s.connectivity)), ...s.notices.map(notice),
            part('content', rowsOf(s.promoted.concat(s.regular), b => row(image(b.image), element('strong', null, b.name + (b.isVegetarian ? ' (vegetarian)' : '')),
              element('span', 'subtitle', b.price), button(b.buy)))), alertBox(s.alert)),
          films: s => phone(tabBar(s.segments, 'segments'),
            s.list ? part('content', notice(s.list.notice), rowsOf(s.list.rows, f => row(image(f.poster), element('strong', null, f.title), element('span', 'subtitle', f.subtitle), element('span', 'heart', f.isFavorite ? '\u2665' : '\u2661')))) : null,
            s.details ? part('content detail', navBar(s.details.title, button(s.details.back), button(s.details.heart)), image(s.details.poster), label('text', s.details.description)) : null),
          showcase: s => phone(navBar(s.pushed || s.tabBar.selected, s.pushed ? element('span', 'button', 'Back') : null), notice(s.notice),
            s.browser ? part('content', browser(s.browser)) : part('content', rowsOf(s.favorites, name => row(element('strong', null, name), element('span', 'heart', '\u2665')), 'No favorites.')),
            s.modal ? part('content modal', navBar(typeof s.modal === 'string' ? s.modal : inline(s.modal))) : null, tabBar(s.tabBar)),
        };
        function drawScreen(app, screen) {
          const draw = drawers[app];
          if (!draw || !screen) return element('pre', null, JSON.stringify(screen, null, 2));
          try { return draw(screen); } catch (error) { return element('pre', null, 'this screen cannot be drawn (' + error.message + '):\n' + JSON.stringify(screen, null, 2)); }
        }
        """#
}
