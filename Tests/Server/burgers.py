"""Coffee Port, the burger server of the Burgers app, as a plugin of server.py (--plugin burgers).

It behaves as the real server does (repository caffeinehit/coffeeport, coffeeport/app/views.py,
described in Fixtures/burgers/SERVER.md):

    GET  /burgers/   {"burgers": [...], "latency": N} after waiting N seconds.
    POST /burgers/   {"id": <int>, "bitcoin": <number>}:
                     {"message": "Order placed.", "latency": N} after waiting N seconds, or, at
                     once and with HTTP 200 like the real one, a validation error body:
                     {"id": ["Sorry. It appears that we're out of this particular burger."]}
                     {"bitcoin": ["Sorry. You appear to not have enough BTC."]}
                     {"<field>": ["This field is required."]} / ["A valid number is required."]
    GET  /static/burgers/<name>.jpg
                     a JPEG for every image the menu lists: a header-only file (SOI, JFIF APP0,
                     a baseline frame header with the size, EOI), enough for a client that reads
                     the format and the size. Its size and bytes depend only on the name.

The real server waits a random 1 to 20 seconds; this one waits `latency` seconds (0 by default,
as the real one does in debug mode), so that tests of the loading state and of timeouts stay fast.

Options (--plugin-option burgers:KEY=VALUE):
    latency=SECONDS   the wait before the feed and before a placed order (default 0)
    menu=FILE         the menu, relative to --root (default burgers/server-burgers.json)

Control endpoints (not recorded in the request log):
    POST /__burgers          a JSON object with any of
                               "latency": SECONDS          change the wait
                               "prices": {"<id>": N, ...}  change prices (the feed shows them too)
                               "sold_out": [<id>, ...]     remove burgers from the menu
                               "reset": true               back to the menu file and the options
    GET  /__burgers/orders   {"orders": [{"body": text, "answer": {...}}, ...]}: every POST body
                             received, in arrival order, with the JSON answered.
"""

import copy
import json
import struct
import time
import zlib

OUT_OF_BURGER = "Sorry. It appears that we're out of this particular burger."
NOT_ENOUGH = "Sorry. You appear to not have enough BTC."
REQUIRED = "This field is required."
NOT_A_NUMBER = "A valid number is required."
IMAGE_PREFIX = "/static/burgers/"


def setup(server, options):
    menu_file = server.fixture(options.get("menu", "burgers/server-burgers.json"))
    if menu_file is None:
        raise SystemExit("burgers plugin: menu file not found under --root")
    with open(menu_file, "rb") as handle:
        menu = json.load(handle)["burgers"]
    server.state["burgers.initial"] = (menu, float(options.get("latency", "0")))
    _reset(server.state)


def _reset(state):
    menu, latency = state["burgers.initial"]
    state.update({"burgers.menu": copy.deepcopy(menu), "burgers.latency": latency, "burgers.orders": []})


def handle(handler, method, path, query, body):
    server = handler.server
    if path == "/__burgers" and method == "POST":
        return _control(server, handler, body)
    if path == "/__burgers/orders" and method == "GET":
        with server.lock:
            orders = list(server.state["burgers.orders"])
        handler.send_json(200, {"orders": orders})
        return True
    if path == "/burgers/" and method == "GET":
        latency = _wait(server)
        with server.lock:
            menu = copy.deepcopy(server.state["burgers.menu"])
        handler.send_json(200, {"burgers": menu, "latency": latency})
        return True
    if path == "/burgers/" and method == "POST":
        return _order(handler, body)
    if path.startswith(IMAGE_PREFIX) and method == "GET":
        with server.lock:
            listed = any(burger["image"] == path for burger in server.state["burgers.menu"])
        if not listed:
            return False
        handler.send_body(200, jpeg(path), "image/jpeg")
        return True
    return False


def _wait(server):
    with server.lock:
        latency = server.state["burgers.latency"]
    time.sleep(latency)
    return int(latency) if float(latency).is_integer() else latency


def _order(handler, body):
    server = handler.server
    errors = _validate(server, body)
    answer = errors or {"message": "Order placed.", "latency": _wait(server)}
    with server.lock:
        server.state["burgers.orders"].append({"body": body.decode("utf-8", "replace"), "answer": answer})
    handler.send_json(200, answer)
    return True


def _validate(server, body):
    """The serializer's errors, as the real server lists them; None when the order is valid."""
    try:
        data = json.loads(body or b"{}")
    except ValueError:
        return {"detail": "JSON parse error"}
    if not isinstance(data, dict):
        return {"non_field_errors": ["Invalid data"]}
    errors = {}
    for field in ("id", "bitcoin"):
        if field not in data:
            errors[field] = [REQUIRED]
    if errors:
        return errors
    identifier, bitcoin = data["id"], data["bitcoin"]
    if isinstance(identifier, bool) or not isinstance(identifier, int):
        return {"id": ["A valid integer is required."]}
    if isinstance(bitcoin, bool) or not isinstance(bitcoin, (int, float)):
        return {"bitcoin": [NOT_A_NUMBER]}
    with server.lock:
        burger = next((b for b in server.state["burgers.menu"] if b["id"] == identifier), None)
    if burger is None:
        return {"id": [OUT_OF_BURGER]}
    if not bitcoin >= burger["bitcoin"]:
        return {"bitcoin": [NOT_ENOUGH]}
    return None


def _control(server, handler, body):
    try:
        command = json.loads(body or b"{}")
    except ValueError as error:
        handler.send_json(400, {"error": "not JSON: %s" % error})
        return True
    with server.lock:
        state = server.state
        if command.get("reset"):
            _reset(state)
        if "latency" in command:
            state["burgers.latency"] = float(command["latency"])
        for identifier, price in command.get("prices", {}).items():
            for burger in state["burgers.menu"]:
                if burger["id"] == int(identifier):
                    burger["bitcoin"] = price
        sold_out = set(command.get("sold_out", []))
        state["burgers.menu"] = [burger for burger in state["burgers.menu"] if burger["id"] not in sold_out]
    handler.send_json(200, {"ok": True})
    return True


def jpeg(name):
    """A header-only JPEG whose size (between 100 and 355 pixels a side) comes from `name`."""
    seed = zlib.crc32(name.encode("utf-8"))
    width, height = 100 + (seed & 0xFF), 100 + (seed >> 8 & 0xFF)
    app0 = b"JFIF\x00\x01\x01\x00\x00\x01\x00\x01\x00\x00"
    frame = struct.pack(">BHHB", 8, height, width, 3) + b"\x01\x11\x00\x02\x11\x01\x03\x11\x01"
    return (b"\xff\xd8" + b"\xff\xe0" + struct.pack(">H", len(app0) + 2) + app0
            + b"\xff\xc0" + struct.pack(">H", len(frame) + 2) + frame + b"\xff\xd9")
