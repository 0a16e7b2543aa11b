"""An example plugin for server.py, and the template for an app's own test server.

Load it with:  python3 server.py --plugin example --plugin-option example:greeting=Howdy

    GET  /example/hello?name=Ann   -> 200 {"greeting": "Howdy, Ann", "visits": n}
    POST /example/echo             -> 200 with the request body, as application/json
    anything else                  -> not handled here (server.py's rules and files answer)
"""

GREETING_KEY = "example.greeting"
VISITS_KEY = "example.visits"


def setup(server, options):
    server.state[GREETING_KEY] = options.get("greeting", "Hello")
    server.state[VISITS_KEY] = 0


def handle(handler, method, path, query, body):
    if method == "GET" and path == "/example/hello":
        with handler.server.lock:
            handler.server.state[VISITS_KEY] += 1
            visits = handler.server.state[VISITS_KEY]
        name = query.get("name", ["stranger"])[0]
        handler.send_json(200, {"greeting": "%s, %s" % (handler.server.state[GREETING_KEY], name), "visits": visits})
        return True
    if method == "POST" and path == "/example/echo":
        handler.send_body(200, body, "application/json")
        return True
    return False
