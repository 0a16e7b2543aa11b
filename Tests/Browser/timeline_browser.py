"""Opens timeline pages in one headless Chromium, and for each prints what the page showed when it
opened and after some keys were pressed in it.

Usage: timeline_browser.py CHROMIUM PROFILE_DIR [--screenshot PNG] [--keys K,K,...] [--type TEXT]
[--kind KIND] URL... ; after the keys, TEXT is typed where the focus is and KIND chosen in the
filter by kind. Prints one JSON line a URL, {"before": VIEW, "after": VIEW}, where VIEW is {"hash": location.hash,
"position": the text of #position, "current": the position of the selected step, "screen": the
text of the screen panel, "detail": the text of the details panel, "state" and "screenModel": the
state and the screen model the page rebuilt for the selected step, "changed": [data-path of every
highlighted node or line of the state tree], "listVisible": whether the step list and its selected
row lie inside the window, "scrollY": how far the page itself is scrolled, "images": the number of
<img> elements, "title": the document's title, "rows": the text of the step list's drawn rows,
"matches": the count of listed steps, "focus": the id of the focused element, "openedMs": the milliseconds the page took to open, by its own clock,
"marks": the text of every highlight drawn on the screen, "bannerInside": whether the drawn banner lies
inside the phone's screen (null without one)}. The
screenshot, when asked for, is of the first page as it opened.
Talks to Chromium over --remote-debugging-pipe (file descriptors 3 and 4, messages ended by NUL),
with the standard library only. Exits 2 when Chromium does not answer within 120 seconds.
"""
import base64
import json
import os
import subprocess
import sys
import time

KEYS = {"ArrowLeft": 37, "ArrowUp": 38, "ArrowRight": 39, "ArrowDown": 40, "Home": 36, "End": 35}


VIEW = """(() => {
    const inside = (e, r) => { const b = e.getBoundingClientRect();
        return b.height > 0 && b.top >= r.top - 1 && b.bottom <= r.bottom + 1 && b.left >= r.left - 1 && b.right <= r.right + 1; };
    const list = document.getElementById('list'), row = document.querySelector('#rows .entry.current');
    const view = {top: 0, left: 0, bottom: innerHeight, right: innerWidth};
    return {hash: location.hash, position: document.getElementById('position').textContent, current: timeline.current(),
        screen: document.getElementById('screen').innerText, detail: document.getElementById('detail').innerText,
        state: timeline.state(timeline.current()), screenModel: timeline.screen(timeline.current()),
        changed: Array.from(document.querySelectorAll('#state .changed')).map(e => e.dataset.path),
        listVisible: inside(list, view) && row !== null && inside(row, list.getBoundingClientRect()),
        scrollY: scrollY, images: document.images.length, title: document.title,
        rows: Array.from(document.querySelectorAll('#rows .entry')).map(e => e.textContent),
        marks: Array.from(document.querySelectorAll('#screen mark')).map(e => e.textContent),
        bannerInside: (() => { const b = document.querySelector('#screen .banner'), a = document.querySelector('#screen .screen-area');
            return b && a ? inside(b, a.getBoundingClientRect()) : null; })(),
        matches: document.getElementById('matches').textContent, focus: document.activeElement.id,
        openedMs: Number(document.getElementById('opened').dataset.milliseconds)};
})()"""


def main():
    chromium, profile, rest = sys.argv[1], sys.argv[2], sys.argv[3:]
    screenshot, keys, urls, typed, kind = None, [], [], None, None
    while rest:
        argument = rest.pop(0)
        if argument == "--screenshot":
            screenshot = rest.pop(0)
        elif argument == "--keys":
            keys = rest.pop(0).split(",")
        elif argument == "--type":
            typed = rest.pop(0)
        elif argument == "--kind":
            kind = rest.pop(0)
        else:
            urls.append(argument)
    to_chrome_read, to_chrome_write = os.pipe()
    from_chrome_read, from_chrome_write = os.pipe()

    def arrange():
        os.dup2(to_chrome_read, 3)
        os.dup2(from_chrome_write, 4)

    process = subprocess.Popen(
        [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
         "--user-data-dir=" + profile, "--remote-debugging-pipe", "--window-size=1280,800", "about:blank"],
        pass_fds=(3, 4, to_chrome_read, from_chrome_write), preexec_fn=arrange,
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(to_chrome_read)
    os.close(from_chrome_write)
    deadline = time.time() + 120
    buffer = b""
    counter = [0]

    def call(method, params=None, session=None):
        counter[0] += 1
        message = {"id": counter[0], "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        os.write(to_chrome_write, json.dumps(message).encode() + b"\0")
        nonlocal buffer
        while time.time() < deadline:
            while b"\0" in buffer:
                raw, buffer = buffer.split(b"\0", 1)
                reply = json.loads(raw)
                if reply.get("id") == counter[0]:
                    if "error" in reply:
                        raise RuntimeError(reply["error"])
                    return reply.get("result", {})
            chunk = os.read(from_chrome_read, 65536)
            if not chunk:
                break
            buffer += chunk
        process.kill()
        sys.exit(2)

    try:
        for index, url in enumerate(urls):
            target = call("Target.createTarget", {"url": url})["targetId"]
            session = call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
            evaluate = lambda expression: call(
                "Runtime.evaluate", {"expression": expression, "returnByValue": True}, session)["result"].get("value")
            page = url.split("#")[0]
            loaded = ("location.href.split('#')[0] === %s && document.readyState === 'complete'"
                      " && typeof timeline === 'object'") % json.dumps(page)
            while not evaluate(loaded) and time.time() < deadline:
                time.sleep(0.05)
            before = evaluate(VIEW)
            if screenshot and index == 0:
                image = call("Page.captureScreenshot", {"format": "png"}, session)["data"]
                with open(screenshot, "wb") as file:
                    file.write(base64.b64decode(image))
            for key in keys:
                code = KEYS.get(key, ord(key.upper()[0]))
                for kind in ("keyDown", "keyUp"):
                    call("Input.dispatchKeyEvent",
                         {"type": kind, "key": key, "code": key, "windowsVirtualKeyCode": code}, session)
            if typed is not None:
                call("Input.insertText", {"text": typed}, session)
            if kind is not None:
                evaluate("(k => { const s = document.getElementById('kind'); s.value = k;"
                         " s.dispatchEvent(new Event('change')); })(%s)" % json.dumps(kind))
            print(json.dumps({"before": before, "after": evaluate(VIEW)}), flush=True)
            call("Target.closeTarget", {"targetId": target})
    finally:
        process.kill()
        process.wait()


main()
