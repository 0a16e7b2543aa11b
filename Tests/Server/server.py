#!/usr/bin/env python3
"""A small HTTP server for AppCore's integration tests (Python 3 standard library only).

Tests start it on 127.0.0.1, talk to it over real sockets, and read back every request it got.

Usage
-----
    python3 server.py [--port 0] [--root DIR] [--route URLPATH=FILE]...
                      [--plugin NAME]... [--plugin-option NAME:KEY=VALUE]... [--watch-stdin]

    --port 0         bind a free port (the default); the port is printed, see below.
    --root DIR       serve the files under DIR at their relative paths (GET /lunch/x.json
                     -> DIR/lunch/x.json). Paths that leave DIR are refused with 404.
    --route P=FILE   serve FILE at exactly the path P; when P and FILE both end with "/",
                     serve the folder FILE under the prefix P. Routes win over --root.
    --plugin NAME    load the module NAME.py from this folder (see Plugins below).
    --plugin-option NAME:KEY=VALUE
                     a setting handed to plugin NAME's setup().
    --watch-stdin    exit when stdin reaches end of file, so that the server never outlives the
                     process that started it (LocalServer.swift keeps a pipe open on stdin).

Once listening, the server prints exactly one line to stdout, "PORT <number>", and flushes it.
When it cannot listen (another process holds --port), it says so on stderr and exits with 1.
It answers with HTTP/1.0: one request per connection, closed after the response.

Control endpoints (never recorded in the request log)
-----------------------------------------------------
    GET  /__requests[?path=P]   {"requests": [entry, ...]} in arrival order, optionally only path P.
                                An entry is {"seq", "method", "path", "query" (raw text),
                                "params" ({name: [values]}), "headers" ({lower-case name: value}),
                                "body" (text), "status" (what was answered, null if nothing),
                                "disconnected" (true when the client hung up before the answer)}.
    POST /__control             a JSON object with any of:
        {"reset": true}             forget all rules and the request log
        {"clear_requests": true}    forget the request log only
        {"rule": RULE} or {"rules": [RULE, ...]}
                                    add rules; a rule for a path replaces the older one.
    A RULE changes how requests to one path are answered:
        "path"          the exact path it applies to (required, no query)
        "delay"         seconds to wait before answering; while waiting, the server watches the
                        connection and records "disconnected" if the client closes it
        "status"        answer this status instead of the file (with "body"/"bytes" or empty)
        "body"          answer this text instead of the file
        "bytes"         answer this many bytes of "x" instead of the file
        "content_type"  the Content-Type of the answer
        "no_length"     true: send no Content-Length (the body ends when the connection closes)
        "times"         apply the rule to this many requests, then drop it (default: always)
    Other paths starting with "/__" are free for plugins' own control endpoints and are not
    recorded either.

Plugins
-------
Another app's test server is a module next to this file, say burgers.py, loaded with
--plugin burgers. It defines:

    def setup(server, options):          # optional; options is {KEY: VALUE} from --plugin-option
        ...
    def handle(handler, method, path, query, body):
        '''Answer the request and return True, or return False to let others answer it.
        method: "GET"/"POST"/...; path: without query; query: {name: [values]};
        body: bytes. handler is the http.server request handler, with the methods
        handler.send_body(status, data, content_type), handler.send_json(status, value),
        handler.server.fixture(relative) (a path under --root) and handler.server.state,
        a dict for plugins' own state, guarded by handler.server.lock.'''

Rules run first (delay, then any status/body override), then plugins in the order given, then
routes and --root files; anything else is 404. example.py is a complete plugin to start from, and
Tests/EffectsTests/Support/LocalServer.swift starts this server from Swift tests
(LocalServer(arguments: ["--plugin", "burgers"])).
"""

import argparse
import importlib
import json
import mimetypes
import os
import select
import signal
import socket
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlsplit

sys.dont_write_bytecode = True  # plugins leave no __pycache__ in the repository
HERE = os.path.dirname(os.path.abspath(__file__))


class TestServer(ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = True

    def __init__(self, address, root, routes, plugins):
        super().__init__(address, Handler)
        self.root = os.path.abspath(root) if root else None
        self.routes = routes
        self.plugins = plugins
        self.lock = threading.Lock()
        self.state = {}
        self.rules = {}
        self.log = []

    def fixture(self, relative):
        """The absolute path of `relative` under --root, or None when it is outside or missing."""
        if self.root is None:
            return None
        candidate = os.path.abspath(os.path.join(self.root, relative.lstrip("/")))
        if not candidate.startswith(self.root + os.sep) or not os.path.isfile(candidate):
            return None
        return candidate

    def resolve_file(self, path):
        for prefix, target in self.routes:
            if prefix.endswith("/") and target.endswith("/") and path.startswith(prefix):
                candidate = os.path.abspath(os.path.join(target, path[len(prefix):]))
                if candidate.startswith(os.path.abspath(target) + os.sep) and os.path.isfile(candidate):
                    return candidate
            elif path == prefix and os.path.isfile(target):
                return target
        return self.fixture(path)

    def take_rule(self, path):
        with self.lock:
            rule = self.rules.get(path)
            if rule is not None and "times" in rule:
                rule["times"] -= 1
                if rule["times"] <= 0:
                    del self.rules[path]
            return rule


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.0"

    def log_message(self, format, *args):
        pass  # stdout carries only the PORT line; stderr stays quiet

    def do_GET(self):
        self.dispatch("GET")

    def do_POST(self):
        self.dispatch("POST")

    def do_PUT(self):
        self.dispatch("PUT")

    def do_DELETE(self):
        self.dispatch("DELETE")

    # Methods for plugins ---------------------------------------------------------------------

    def send_body(self, status, data, content_type="application/octet-stream", length=True):
        self.answered = status
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        if length:
            self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def send_json(self, status, value):
        self.send_body(status, json.dumps(value).encode("utf-8"), "application/json")

    # Dispatch -------------------------------------------------------------------------------

    def dispatch(self, method):
        split = urlsplit(self.path)
        path, query = split.path, parse_qs(split.query, keep_blank_values=True)
        length = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(length) if length > 0 else b""
        if path == "/__requests":
            return self.list_requests(query)
        if path == "/__control" and method == "POST":
            return self.control(body)
        entry = None
        if not path.startswith("/__"):
            entry = {
                "method": method, "path": path, "query": split.query, "params": query,
                "headers": {name.lower(): value for name, value in self.headers.items()},
                "body": body.decode("utf-8", "replace"), "status": None, "disconnected": False,
            }
            with self.server.lock:
                entry["seq"] = len(self.server.log) + 1
                self.server.log.append(entry)
        self.answered = None
        try:
            self.answer(method, path, query, body)
        except (BrokenPipeError, ConnectionResetError):
            self.disconnected(entry)
        if entry is not None:
            with self.server.lock:
                entry["status"] = self.answered

    def answer(self, method, path, query, body):
        rule = self.server.take_rule(path) or {}
        if rule.get("delay") and not self.wait(float(rule["delay"])):
            raise ConnectionResetError("the client closed the connection while the server waited")
        overrides = any(key in rule for key in ("status", "body", "bytes"))
        content_type = rule.get("content_type")
        if overrides:
            data = rule["body"].encode("utf-8") if "body" in rule else b"x" * int(rule.get("bytes", 0))
            return self.send_body(int(rule.get("status", 200)), data, content_type or "text/plain",
                                  length=not rule.get("no_length"))
        for plugin in self.server.plugins:
            if plugin.handle(self, method, path, query, body):
                return
        file = self.server.resolve_file(path) if method == "GET" else None
        if file is None:
            return self.send_body(404, b"not found", "text/plain")
        with open(file, "rb") as handle:
            data = handle.read()
        guessed = mimetypes.guess_type(file)[0] or "application/octet-stream"
        self.send_body(200, data, content_type or guessed, length=not rule.get("no_length"))

    def wait(self, seconds):
        """Sleeps `seconds`; False as soon as the client closes the connection."""
        deadline = time.monotonic() + seconds
        while True:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                return True
            readable, _, _ = select.select([self.connection], [], [], min(remaining, 0.02))
            if readable:
                try:
                    if not self.connection.recv(1, socket.MSG_PEEK):
                        return False
                except OSError:
                    return False
                time.sleep(max(0.0, deadline - time.monotonic()))

    def disconnected(self, entry):
        self.close_connection = True
        if entry is not None:
            with self.server.lock:
                entry["disconnected"] = True

    def list_requests(self, query):
        only = query.get("path", [None])[0]
        with self.server.lock:
            entries = [dict(entry) for entry in self.server.log if only is None or entry["path"] == only]
        self.send_json(200, {"requests": entries})

    def control(self, body):
        try:
            command = json.loads(body or b"{}")
        except ValueError as error:
            return self.send_json(400, {"error": "not JSON: %s" % error})
        rules = command.get("rules", []) + ([command["rule"]] if "rule" in command else [])
        if any("path" not in rule for rule in rules):
            return self.send_json(400, {"error": "every rule needs a path"})
        with self.server.lock:
            if command.get("reset"):
                self.server.rules.clear()
            if command.get("reset") or command.get("clear_requests"):
                self.server.log.clear()
            for rule in rules:
                self.server.rules[rule["path"]] = dict(rule)
        self.send_json(200, {"ok": True})


def parse_arguments(argv):
    parser = argparse.ArgumentParser(description="HTTP server for AppCore's integration tests")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--root")
    parser.add_argument("--route", action="append", default=[])
    parser.add_argument("--plugin", action="append", default=[])
    parser.add_argument("--plugin-option", action="append", default=[])
    parser.add_argument("--watch-stdin", action="store_true")
    return parser.parse_args(argv)


def load_plugins(names, option_texts, server):
    sys.path.insert(0, HERE)
    options = {name: {} for name in names}
    for text in option_texts:
        name, _, setting = text.partition(":")
        key, _, value = setting.partition("=")
        options.setdefault(name, {})[key] = value
    plugins = []
    for name in names:
        module = importlib.import_module(name)
        if hasattr(module, "setup"):
            module.setup(server, options[name])
        plugins.append(module)
    return plugins


def main(argv):
    # A process started from a thread that blocks signals (a Swift concurrency or libdispatch
    # worker thread) inherits that mask; unblock so that SIGTERM and Ctrl-C still end the server.
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM, signal.SIGINT})
    arguments = parse_arguments(argv)
    routes = [tuple(text.split("=", 1)) for text in arguments.route]
    try:
        server = TestServer((arguments.host, arguments.port), arguments.root, routes, [])
    except OSError as error:  # the port is taken: say so on stderr, which the test reports
        sys.exit("cannot listen on %s:%d: %s" % (arguments.host, arguments.port, error.strerror))
    server.plugins = load_plugins(arguments.plugin, arguments.plugin_option, server)
    if arguments.watch_stdin:
        def watch():
            sys.stdin.buffer.read()
            os._exit(0)
        threading.Thread(target=watch, daemon=True).start()
    print("PORT %d" % server.server_address[1], flush=True)
    try:
        server.serve_forever(poll_interval=0.05)
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main(sys.argv[1:])
