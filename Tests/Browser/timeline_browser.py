"""Opens a timeline page in headless Chromium, saves a screenshot, presses keys in it, and prints
what the page showed before and after the keys.

Usage: press_keys.py CHROMIUM PROFILE_DIR URL SCREENSHOT_PNG KEY... ; prints one JSON line
{"before": VIEW, "after": VIEW}, where VIEW is {"hash": location.hash, "position": the text of
#position, "current": the value of the current list item, "state": the text of #state,
"leaves": [[data-path, data-leaf] of every leaf line], "changed": [data-path of every highlighted line]}.
Talks to Chromium over --remote-debugging-pipe (file descriptors 3 and 4, messages ended by NUL),
with the standard library only. Exits 2 when Chromium does not answer within 60 seconds.
"""
import base64
import json
import os
import subprocess
import sys
import time

KEYS = {"ArrowLeft": 37, "ArrowUp": 38, "ArrowRight": 39, "ArrowDown": 40, "Home": 36, "End": 35}


def main():
    chromium, profile, url, screenshot, keys = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4], sys.argv[5:]
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
    deadline = time.time() + 60
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
        target = call("Target.createTarget", {"url": url})["targetId"]
        session = call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        evaluate = lambda expression: call(
            "Runtime.evaluate", {"expression": expression, "returnByValue": True}, session)["result"].get("value")
        loaded = "location.href === %s && document.readyState === 'complete'" % json.dumps(url)
        while not evaluate(loaded) and time.time() < deadline:
            time.sleep(0.05)
        view = """({hash: location.hash, position: document.getElementById('position').textContent,
            current: document.querySelector('li.current').value, state: document.getElementById('state').innerText,
            leaves: Array.from(document.querySelectorAll('#state .line[data-leaf]')).map(e => [e.dataset.path, e.dataset.leaf]),
            changed: Array.from(document.querySelectorAll('#state .line.changed')).map(e => e.dataset.path)})"""
        before = evaluate(view)
        image = call("Page.captureScreenshot", {"format": "png"}, session)["data"]
        with open(screenshot, "wb") as file:
            file.write(base64.b64decode(image))
        for key in keys:
            code = KEYS.get(key, ord(key.upper()[0]))
            for kind in ("keyDown", "keyUp"):
                call("Input.dispatchKeyEvent",
                     {"type": kind, "key": key, "code": key, "windowsVirtualKeyCode": code}, session)
        print(json.dumps({"before": before, "after": evaluate(view)}))
    finally:
        process.kill()
        process.wait()


main()
