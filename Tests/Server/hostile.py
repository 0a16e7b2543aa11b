"""Misbehaving answers for the reliability tests, a plugin of server.py (--plugin hostile).

Every path is under /hostile/ and answers the same way each time:

    /hostile/reset            declares 100000 bytes, sends 1000, then resets the connection (RST)
    /hostile/huge?bytes=N     N bytes of "x" with Content-Length, streamed in 64 KiB chunks
    /hostile/huge-unknown?bytes=N
                              the same with no Content-Length (the body ends when the connection closes)
    /hostile/gzip             {"restaurants":[]}, gzip-compressed (Content-Encoding: gzip) when the
                              request's Accept-Encoding names gzip, as a compressing server does
    /hostile/chunked          {"restaurants":[]} with Transfer-Encoding: chunked (HTTP/1.1)
    /hostile/gzip-bomb?mib=N&layers=K&pause=S
                              N MiB of zeros gzip-compressed K times (Content-Encoding: gzip, ..., sent
                              whatever the request accepts): 2,048 MiB twice compressed is 3,477 bytes;
                              with pause, the body follows the headers S seconds later
    /hostile/chunked-forever?mib=N
                              Transfer-Encoding: chunked, 64 KiB chunks that never end (with mib, the
                              server stops after N MiB and closes without the last chunk)
    /hostile/drip?seconds=S   a JSON body sent one byte every 0.1 s for S seconds (never finishing sooner)
    /hostile/silent           accepts the request and never answers (until the client hangs up)
    /hostile/loop             302 to itself, forever
    /hostile/to-file          302 to file:///etc/passwd
    /hostile/html-500         an HTML error page with status 500
    /hostile/html-200         an HTML page with status 200 and Content-Type text/html
    /hostile/wrong-type       valid JSON sent as Content-Type image/png
    /hostile/quote            a Places-style denial whose error_message quotes the request's query,
                              as a server or a gateway that echoes the request does
    /hostile/echo?as=FORM     a Places-style denial that echoes the request's key in FORM: header (in
                              the Content-Type), utf16 (the whole body in UTF-16), escaped (each
                              character a JSON \\u escape), base64 (inside a longer base64 text)
"""

import gzip
import socket
import struct
import time
import zlib

FEED = b'{"restaurants":[]}'


def _raw(handler, status_line, headers, body=b""):
    handler.answered = int(status_line.split()[1])
    handler.wfile.write((status_line + "\r\n").encode("ascii"))
    for name, value in headers:
        handler.wfile.write(("%s: %s\r\n" % (name, value)).encode("ascii"))
    handler.wfile.write(b"\r\n" + body)
    handler.wfile.flush()


def _stream(handler, total, length):
    handler.answered = 200
    handler.send_response(200)
    handler.send_header("Content-Type", "application/octet-stream")
    if length:
        handler.send_header("Content-Length", str(total))
    handler.end_headers()
    chunk = b"x" * 65536
    sent = 0
    while sent < total:
        piece = chunk[: min(len(chunk), total - sent)]
        handler.wfile.write(piece)
        sent += len(piece)


_bombs = {}


def _gzip_bomb(mib, layers):
    """`mib` MiB of zeros, gzip-compressed `layers` times (kept: the first one takes seconds)."""
    if (mib, layers) not in _bombs:
        zeros = b"\0" * (1 << 20)
        pieces = [zeros] * mib
        for _ in range(layers):
            compressor = zlib.compressobj(9, zlib.DEFLATED, 31)
            pieces = [b"".join(compressor.compress(piece) for piece in pieces) + compressor.flush()]
        _bombs[(mib, layers)] = pieces[0]
    return _bombs[(mib, layers)]


def handle(handler, method, path, query, body):
    if not path.startswith("/hostile/"):
        return False
    name = path[len("/hostile/"):]
    if name == "reset":
        _raw(handler, "HTTP/1.0 200 OK", [("Content-Type", "application/json"), ("Content-Length", "100000")], b"{" * 1000)
        handler.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        handler.connection.close()
        handler.close_connection = True
    elif name in ("huge", "huge-unknown"):
        _stream(handler, int(query.get("bytes", ["0"])[0]), length=(name == "huge"))
    elif name == "gzip":
        if "gzip" in handler.headers.get("Accept-Encoding", ""):
            data = gzip.compress(FEED)
            _raw(handler, "HTTP/1.0 200 OK",
                 [("Content-Type", "application/json"), ("Content-Encoding", "gzip"), ("Content-Length", str(len(data)))], data)
        else:
            handler.send_body(200, FEED, "application/json")
    elif name == "gzip-bomb":
        layers = int(query.get("layers", ["1"])[0])
        data = _gzip_bomb(int(query.get("mib", ["2048"])[0]), layers)
        _raw(handler, "HTTP/1.0 200 OK", [("Content-Type", "application/json"),
             ("Content-Encoding", ", ".join(["gzip"] * layers)), ("Content-Length", str(len(data)))])
        time.sleep(float(query.get("pause", ["0"])[0]))
        try:
            handler.wfile.write(data)
        except OSError:
            handler.close_connection = True
    elif name == "chunked-forever":
        handler.answered = 200
        _raw(handler, "HTTP/1.1 200 OK", [("Content-Type", "application/json"), ("Transfer-Encoding", "chunked")])
        chunk = b"%x\r\n%s\r\n" % (65536, b" " * 65536)
        chunks = int(query.get("mib", ["0"])[0]) * 16 or None
        try:
            while chunks is None or chunks > 0:
                handler.wfile.write(chunk)
                chunks = None if chunks is None else chunks - 1
        except OSError:
            pass
        handler.close_connection = True
    elif name == "chunked":
        chunks = b"".join(b"%x\r\n%s\r\n" % (len(part), part) for part in (FEED[:7], FEED[7:])) + b"0\r\n\r\n"
        _raw(handler, "HTTP/1.1 200 OK",
             [("Content-Type", "application/json"), ("Transfer-Encoding", "chunked"), ("Connection", "close")], chunks)
    elif name == "drip":
        handler.answered = 200
        handler.send_response(200)
        handler.send_header("Content-Type", "application/json")
        handler.end_headers()
        deadline = time.monotonic() + float(query.get("seconds", ["5"])[0])
        while time.monotonic() < deadline:
            handler.wfile.write(b" ")
            handler.wfile.flush()
            time.sleep(0.1)
        handler.wfile.write(FEED)
    elif name == "silent":
        handler.wait(60)
        handler.close_connection = True
    elif name == "loop":
        _raw(handler, "HTTP/1.0 302 Found", [("Location", path), ("Content-Length", "0")])
    elif name == "to-file":
        _raw(handler, "HTTP/1.0 302 Found", [("Location", "file:///etc/passwd"), ("Content-Length", "0")])
    elif name == "html-500":
        handler.send_body(500, b"<html><body><h1>Internal Server Error</h1></body></html>", "text/html")
    elif name == "html-200":
        handler.send_body(200, b"<html><body>Sign in to the captive portal</body></html>", "text/html")
    elif name == "quote":
        import json
        raw = handler.path.split("?", 1)[1] if "?" in handler.path else ""
        handler.send_json(200, {"status": "REQUEST_DENIED", "error_message": "Bad request: " + raw, "results": []})
    elif name == "echo":
        import base64
        import json
        key = query.get("key", [""])[0]
        form = query.get("as", [""])[0]
        if form == "header":
            body = json.dumps({"status": "REQUEST_DENIED", "results": []}).encode()
            handler.send_body(200, body, "application/json; key=" + key)
        elif form == "utf16":
            body = json.dumps({"status": "REQUEST_DENIED", "error_message": "key " + key, "results": []})
            handler.send_body(200, body.encode("utf-16"), "application/json; charset=utf-16")
        elif form == "escaped":
            escaped = "".join("\\u%04x" % ord(c) for c in key)
            body = '{"status": "REQUEST_DENIED", "error_message": "key ' + escaped + '", "results": []}'
            handler.send_body(200, body.encode(), "application/json")
        else:
            token = base64.b64encode(b"request:" + key.encode() + b";").decode()
            handler.send_json(200, {"status": "REQUEST_DENIED", "error_message": "token " + token, "results": []})
    elif name == "wrong-type":
        handler.send_body(200, FEED, "image/png")
    else:
        handler.send_body(404, b"no such hostile answer", "text/plain")
    return True
