#!/usr/bin/env python3
"""A scriptable local HTTP server for Interlude's end-to-end tests.

Standard library only. Binds 127.0.0.1 on a random port (or ``--port``) and prints ``PORT <n>``
as the first line of standard output, then serves:

* files below ``--root`` (optional);
* scripted routes from ``--routes`` (a JSON file) and from ``POST /__routes`` (a JSON body), both
  of the form ``{"/path": {route}}`` where the key is the path, or the path with its query to
  match that query exactly;
* ``GET /__health`` -> ``ok``;
* ``GET /__log`` -> the JSON array of requests received so far (control paths excluded);
* ``POST /__reset`` -> clears the log (routes added at run time are kept).

A route is an object with any of these fields:

``status``       the status code (200, or 302 when ``redirect_to`` is given)
``body``         the body as text; ``{{BASE_URL}}`` is replaced by ``http://127.0.0.1:<port>``
``file``         a file to send as the body, relative to ``--root`` (or absolute)
``repeat``       send the body this many times (an easy way to make a large body)
``delay_ms``     wait this long before sending the status line (overrides ``--delay-ms``)
``headers``      extra header fields, an object of strings (``{{BASE_URL}}`` is replaced)
``trickle``      send the body slowly: ``{"chunk_bytes": n, "interval_ms": m}`` or ``true``
                 (16 bytes every 100 ms)
``chunked``      send the body with ``Transfer-Encoding: chunked`` and no ``Content-Length``
``redirect_to``  a ``Location`` header value (``{{BASE_URL}}`` is replaced)
``barrier``      ``{"name": s, "count": n, "timeout_ms": m}``: hold the answer until ``n`` requests
                 of routes with the barrier named ``s`` have arrived, then answer them all; when
                 ``m`` ms (10 000 by default) pass first, answer 504 instead. Proves that requests
                 are in flight at once without measuring time: one at a time never gets past it.

Every other request is logged as ``{"method", "path", "headers", "time_ms", "elapsed_ms"}``: the
path includes the query, header names are lowercased, ``time_ms`` is Unix time in milliseconds and
``elapsed_ms`` the milliseconds since the server started.

A request with an ``Idempotency-Key`` header is handled as the IETF HTTPAPI draft asks of a
server that honours it, and its log entry gains ``"idempotency"``: ``"new"`` the first time the
key is seen (served, and counted once), ``"replay"`` for the key of a request already served
(served the same route again, not counted), ``"conflict"`` while the first request with the key
is still being served (answered 409), ``"mismatch"`` for a key first used on another path
(answered 422). ``POST /__reset`` forgets the keys too.

The server exits by itself when its parent process dies (it polls ``os.getppid()``), on SIGTERM or
SIGINT, and after ``--max-seconds`` (600 by default), so a crashed test run never leaves it behind.
"""

import argparse
import json
import mimetypes
import os
import signal
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

CONTROL_PATHS = ("/__health", "/__log", "/__reset", "/__routes")
DEFAULT_TRICKLE = {"chunk_bytes": 16, "interval_ms": 100}


class State:
    """What the handler threads share: routes, the request log and settings."""

    def __init__(self, root, routes, delay_ms):
        self.lock = threading.Lock()
        self.root = root
        self.routes = dict(routes)
        self.delay_ms = delay_ms
        self.log = []
        self.keys = {}  # Idempotency-Key -> {"path": path, "done": bool}
        self.barriers = {}  # barrier name -> {"arrived": int, "met": threading.Event}
        self.started = time.monotonic()
        self.base_url = ""

    def record(self, entry):
        with self.lock:
            self.log.append(entry)

    def snapshot(self):
        with self.lock:
            return list(self.log)

    def reset(self):
        with self.lock:
            self.log.clear()
            self.keys.clear()
            self.barriers.clear()

    def pass_barrier(self, barrier):
        """Counts one arrival at ``barrier`` and waits until its count is reached; False when its
        timeout passes first."""
        name, count = str(barrier["name"]), int(barrier["count"])
        with self.lock:
            state = self.barriers.setdefault(name, {"arrived": 0, "met": threading.Event()})
            state["arrived"] += 1
            if state["arrived"] >= count:
                state["met"].set()
        return state["met"].wait(int(barrier.get("timeout_ms", 10000)) / 1000)

    def claim(self, key, path):
        """What a request with Idempotency-Key `key` for `path` is: new, replay, conflict or
        mismatch (see the module's documentation); a new key is held until ``release``."""
        with self.lock:
            known = self.keys.get(key)
            if known is None:
                self.keys[key] = {"path": path, "done": False}
                return "new"
            if known["path"] != path:
                return "mismatch"
            return "replay" if known["done"] else "conflict"

    def release(self, key):
        with self.lock:
            self.keys[key]["done"] = True

    def add_routes(self, routes):
        with self.lock:
            self.routes.update(routes)

    def route_for(self, path_and_query):
        path = path_and_query.split("?", 1)[0]
        with self.lock:
            return self.routes.get(path_and_query) or self.routes.get(path)


class Handler(BaseHTTPRequestHandler):
    """Answers one connection's requests from the shared ``State``."""

    protocol_version = "HTTP/1.1"
    server_version = "InterludeAdTestServer/1"
    # Headers and body go out in separate writes; with Nagle on, the body of a response on a
    # reused connection waits ~40 ms for the client's delayed ACK, which real servers avoid.
    disable_nagle_algorithm = True
    state = None  # set by main()

    def log_message(self, format, *args):  # noqa: A002 (quiet: stdout carries the port)
        pass

    # Control endpoints -------------------------------------------------------------------------

    def _send(self, status, body, content_type="text/plain; charset=utf-8", headers=None):
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        for name, value in (headers or {}).items():
            self.send_header(name, value)
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)

    def _read_body(self):
        length = int(self.headers.get("Content-Length") or 0)
        return self.rfile.read(length) if length > 0 else b""

    def _control(self):
        path = self.path.split("?", 1)[0]
        if path == "/__health":
            self._send(200, b"ok")
        elif path == "/__log":
            body = json.dumps(self.state.snapshot()).encode("utf-8")
            self._send(200, body, "application/json")
        elif path == "/__reset" and self.command == "POST":
            self._read_body()
            self.state.reset()
            self._send(200, b"reset")
        elif path == "/__routes" and self.command == "POST":
            try:
                routes = json.loads(self._read_body() or b"{}")
                if not isinstance(routes, dict):
                    raise ValueError("routes must be an object")
            except ValueError as error:
                self._send(400, str(error).encode("utf-8"))
                return
            self.state.add_routes(routes)
            self._send(200, b"routes added")
        else:
            self._send(405, b"method not allowed")

    # Requests under test ----------------------------------------------------------------------

    def _log_request(self, idempotency=None):
        now = time.time()
        entry = {
            "method": self.command,
            "path": self.path,
            "headers": {name.lower(): value for name, value in self.headers.items()},
            "time_ms": round(now * 1000, 3),
            "elapsed_ms": round((time.monotonic() - self.state.started) * 1000, 3),
        }
        if idempotency is not None:
            entry["idempotency"] = idempotency
        self.state.record(entry)

    def _expand(self, text):
        return text.replace("{{BASE_URL}}", self.state.base_url)

    def _file_bytes(self, name):
        root = self.state.root
        if root is None and not os.path.isabs(name):
            return None
        full = os.path.realpath(name if os.path.isabs(name) else os.path.join(root, name))
        if root is not None and not os.path.isabs(name):
            if not full.startswith(os.path.realpath(root) + os.sep):
                return None
        if not os.path.isfile(full):
            return None
        with open(full, "rb") as handle:
            return handle.read()

    def _serve_route(self, route):
        if "barrier" in route and not self.state.pass_barrier(route["barrier"]):
            self._send(504, b"barrier not met: fewer requests were in flight at once")
            return
        delay_ms = route.get("delay_ms", self.state.delay_ms)
        if delay_ms:
            time.sleep(delay_ms / 1000)
        body = b""
        if "file" in route:
            data = self._file_bytes(route["file"])
            if data is None:
                self._send(500, b"route file not found")
                return
            body = data
        elif "body" in route:
            body = self._expand(str(route["body"])).encode("utf-8")
        body = body * int(route.get("repeat", 1))
        status = int(route.get("status", 302 if "redirect_to" in route else 200))
        headers = {name: self._expand(str(value)) for name, value in route.get("headers", {}).items()}
        if "redirect_to" in route:
            headers["Location"] = self._expand(str(route["redirect_to"]))
        if not any(name.lower() == "content-type" for name in headers):
            headers["Content-Type"] = "application/xml; charset=utf-8"
        chunked = bool(route.get("chunked"))
        trickle = route.get("trickle")
        if trickle is True:
            trickle = DEFAULT_TRICKLE
        self.send_response(status)
        for name, value in headers.items():
            self.send_header(name, value)
        if chunked:
            self.send_header("Transfer-Encoding", "chunked")
        else:
            self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if self.command == "HEAD":
            return
        chunk_bytes = int(trickle.get("chunk_bytes", 16)) if trickle else (64 * 1024)
        interval = (trickle.get("interval_ms", 100) / 1000) if trickle else 0
        for start in range(0, len(body), max(chunk_bytes, 1)):
            piece = body[start:start + chunk_bytes]
            if chunked:
                self.wfile.write(b"%x\r\n%s\r\n" % (len(piece), piece))
            else:
                self.wfile.write(piece)
            self.wfile.flush()
            if interval:
                time.sleep(interval)
        if chunked:
            self.wfile.write(b"0\r\n\r\n")
            self.wfile.flush()

    def _serve_file(self):
        path = self.path.split("?", 1)[0]
        data = self._file_bytes(path.lstrip("/")) if self.state.root else None
        if data is None:
            if self.state.delay_ms:
                time.sleep(self.state.delay_ms / 1000)
            self._send(404, b"not found")
            return
        content_type = mimetypes.guess_type(path)[0] or "application/octet-stream"
        self._serve_route({"file": path.lstrip("/"), "headers": {"Content-Type": content_type}})

    def _handle(self):
        path = self.path.split("?", 1)[0]
        if path in CONTROL_PATHS:
            self._control()
            return
        key = self.headers.get("Idempotency-Key")
        claim = self.state.claim(key, self.path) if key is not None else None
        self._log_request(claim)
        if self.command not in ("GET", "HEAD"):
            self._read_body()
        if claim in ("conflict", "mismatch"):
            reason = (b"a request with this Idempotency-Key is still being processed"
                      if claim == "conflict" else b"this Idempotency-Key was used for another request")
            self._send(409 if claim == "conflict" else 422, reason)
            return
        route = self.state.route_for(self.path)
        try:
            if route is not None:
                self._serve_route(route)
            else:
                self._serve_file()
        except (BrokenPipeError, ConnectionResetError):
            self.close_connection = True
        finally:
            # Served (or its client gone): the request counted, a repeat is a replay.
            if claim == "new":
                self.state.release(key)

    def do_GET(self):  # noqa: N802 (http.server's naming)
        self._handle()

    def do_HEAD(self):  # noqa: N802
        self._handle()

    def do_POST(self):  # noqa: N802
        self._handle()


def watch_parent(parent, deadline):
    """Exits the process when the parent dies or the lifetime is over."""
    while True:
        if os.getppid() != parent or time.monotonic() > deadline:
            os._exit(0)
        time.sleep(0.25)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n", 1)[0])
    parser.add_argument("--root", help="serve files below this folder")
    parser.add_argument("--routes", help="a JSON file of scripted routes")
    parser.add_argument("--delay-ms", type=int, default=0, help="default delay before answering")
    parser.add_argument("--max-seconds", type=float, default=600, help="exit after this long")
    parser.add_argument(
        "--port", type=int, default=0,
        help="listen on this port (0, the default, picks a free one); the beacon crash test "
        "starts the server after an offline run, on the port its journaled beacon URLs name")
    options = parser.parse_args()

    routes = {}
    if options.routes:
        with open(options.routes, encoding="utf-8") as handle:
            routes = json.load(handle)
    Handler.state = State(options.root, routes, options.delay_ms)

    def stop(_signum, _frame):
        os._exit(0)

    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)
    # A test runner may start children with these signals blocked; take them back.
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM, signal.SIGINT})

    # A deep listen backlog: the stress benchmark opens about a thousand connections at once.
    ThreadingHTTPServer.request_queue_size = 1024
    server = ThreadingHTTPServer(("127.0.0.1", options.port), Handler)
    server.daemon_threads = True
    port = server.server_address[1]
    Handler.state.base_url = "http://127.0.0.1:%d" % port
    watcher = threading.Thread(
        target=watch_parent,
        args=(os.getppid(), time.monotonic() + options.max_seconds),
        daemon=True,
    )
    watcher.start()
    sys.stdout.write("PORT %d\n" % port)
    sys.stdout.flush()
    server.serve_forever(poll_interval=0.25)


if __name__ == "__main__":
    main()
