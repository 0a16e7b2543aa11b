"""Plugin for server.py: the Places web service (Nearby Search, Place Details, Place Photos),
answered from the real responses in Fixtures/places/.

Load it with --plugin places (the server's --root must be Fixtures/). Options:

    --plugin-option places:key=KEY        the only key accepted (default: any non-empty key)
    --plugin-option places:token_delay=S  a page token is rejected until S seconds after it was
                                          issued, as the real service does (default: 0)
    --plugin-option places:quota=N        a key may make N searches and details lookups; after
                                          that they answer OVER_QUERY_LIMIT (default: no limit)

Paths, as the real service has them
-----------------------------------
GET /maps/api/place/nearbysearch/json
    A new search needs `location` ("lat,lng"), `radius` (1...50000 metres) and `key`; it answers
    PlacesApiNearbySearchRequestByKeywordResponse.json. Places exist only around Sydney: a location
    more than 50 km from the city centre answers ZERO_RESULTS.
    A next page needs `pagetoken` and `key`. The token of the first page answers
    PlacesApiNearbySearchRequestByTypeResponse.json; the token of that page answers ZERO_RESULTS.
    A token this server has not issued yet (or issued less than token_delay seconds ago) is
    rejected with INVALID_REQUEST, like the real service.
GET /maps/api/place/details/json
    Needs `place_id` and `key`. ChIJN1t_tDeuEmsRUsoyG83frY4 answers
    PlaceDetailsLookupGoogleSydneyResponse.json; a place of the two search answers gets its details
    made from its search result; any other id answers NOT_FOUND.
GET /maps/api/place/photo
    Needs `photo_reference` (one of the search answers'), `maxwidth` and `key`; answers a PNG
    maxwidth x (maxwidth * 3 / 4) pixels, whose colour comes from the reference. Otherwise 400.

A missing or wrong key answers REQUEST_DENIED; a missing parameter answers INVALID_REQUEST; a key
past its quota answers OVER_QUERY_LIMIT. Every JSON answer has status 200, as the real service's.
Any other answer (a server error, a slow answer) is made with the server's rules.
"""

import json
import math
import threading
import time

from tiny_png import png

NEARBY = "/maps/api/place/nearbysearch/json"
DETAILS = "/maps/api/place/details/json"
PHOTO = "/maps/api/place/photo"
FIRST_PAGE = "places/PlacesApiNearbySearchRequestByKeywordResponse.json"
NEXT_PAGE = "places/PlacesApiNearbySearchRequestByTypeResponse.json"
GOOGLE_SYDNEY = "places/PlaceDetailsLookupGoogleSydneyResponse.json"
GOOGLE_SYDNEY_ID = "ChIJN1t_tDeuEmsRUsoyG83frY4"
SYDNEY = (-33.8688, 151.2093)
SERVICE_AREA_METRES = 50000

_settings = {}
_lock = threading.Lock()
_state = {"issued": {}, "used": {}}


def setup(server, options):
    _settings["key"] = options.get("key")
    _settings["token_delay"] = float(options.get("token_delay", "0"))
    _settings["quota"] = int(options["quota"]) if "quota" in options else None
    _settings["pages"] = [_read(server, FIRST_PAGE), _read(server, NEXT_PAGE)]
    _settings["details"] = _read(server, GOOGLE_SYDNEY)
    results = [result for page in _settings["pages"] for result in json.loads(page)["results"]]
    _settings["places"] = {result["place_id"]: result for result in results}
    _settings["photos"] = {photo["photo_reference"] for result in results for photo in result.get("photos", [])}
    _settings["tokens"] = [json.loads(page).get("next_page_token") for page in _settings["pages"]]


def handle(handler, method, path, query, body):
    if method != "GET" or path not in (NEARBY, DETAILS, PHOTO):
        return False
    params = {name: values[-1] for name, values in query.items()}
    if path == PHOTO:
        return _photo(handler, params)
    denied = _check_key(params)
    if denied:
        return _status(handler, denied, "The provided API key is invalid.", path == NEARBY)
    if not _within_quota(params["key"]):
        return _status(handler, "OVER_QUERY_LIMIT", "You have exceeded your daily request quota for this API.",
                       path == NEARBY)
    return _nearby(handler, params) if path == NEARBY else _details(handler, params)


def _nearby(handler, params):
    token = params.get("pagetoken")
    if token is not None:
        return _next_page(handler, token)
    location, radius = params.get("location"), params.get("radius")
    if not location or not radius:
        return _status(handler, "INVALID_REQUEST", "location and radius are required.", True)
    try:
        lat, lng = (float(part) for part in location.split(","))
        metres = float(radius)
    except ValueError:
        return _status(handler, "INVALID_REQUEST", "Invalid request. Invalid 'location' or 'radius' parameter.", True)
    if not 0 < metres <= 50000:
        return _status(handler, "INVALID_REQUEST", "Invalid request. Invalid 'radius' parameter.", True)
    if _distance((lat, lng), SYDNEY) > SERVICE_AREA_METRES:
        return _status(handler, "ZERO_RESULTS", None, True)
    return _page(handler, 0)


def _next_page(handler, token):
    with _lock:
        issued = _state["issued"].get(token)
    if issued is None or time.monotonic() - issued < _settings["token_delay"]:
        return _status(handler, "INVALID_REQUEST", None, True)
    index = _settings["tokens"].index(token) + 1
    if index >= len(_settings["pages"]):
        return _status(handler, "ZERO_RESULTS", None, True)
    return _page(handler, index)


def _page(handler, index):
    token = _settings["tokens"][index]
    if token:
        with _lock:
            _state["issued"][token] = time.monotonic()
    handler.send_body(200, _settings["pages"][index], "application/json; charset=UTF-8")
    return True


def _details(handler, params):
    place = params.get("place_id")
    if not place:
        return _status(handler, "INVALID_REQUEST", "Missing the placeid or place_id parameter.", False)
    if place == GOOGLE_SYDNEY_ID:
        handler.send_body(200, _settings["details"], "application/json; charset=UTF-8")
        return True
    result = _settings["places"].get(place)
    if result is None:
        return _status(handler, "NOT_FOUND", None, False)
    # A search result is a details result with fewer fields; one without an address gets its vicinity.
    details = dict(result)
    details.setdefault("formatted_address", result.get("vicinity"))
    handler.send_json(200, {"html_attributions": [], "result": details, "status": "OK"})
    return True


def _photo(handler, params):
    reference, width = params.get("photo_reference"), params.get("maxwidth", "")
    if _check_key(params) or reference not in _settings["photos"] or not width.isdigit() or not 0 < int(width) <= 1600:
        handler.send_body(400, b"", "text/html; charset=UTF-8")
        return True
    colour = [ord(character) % 256 for character in reference[-3:]]
    handler.send_body(200, png(int(width), int(width) * 3 // 4, colour), "image/png")
    return True


def _check_key(params):
    key = params.get("key")
    if not key or (_settings["key"] is not None and key != _settings["key"]):
        return "REQUEST_DENIED"
    return None


def _within_quota(key):
    """Counts one request for `key`; False once it has made `quota` requests already."""
    with _lock:
        used = _state["used"].get(key, 0)
        _state["used"][key] = used + 1
    return _settings["quota"] is None or used < _settings["quota"]


def _status(handler, status, message, is_search):
    answer = {"html_attributions": [], "status": status}
    if is_search:
        answer["results"] = []
    if message:
        answer["error_message"] = message
    handler.send_json(200, answer)
    return True


def _read(server, relative):
    path = server.fixture(relative)
    if path is None:
        raise SystemExit("places plugin: %s is missing under --root" % relative)
    with open(path, "rb") as handle:
        return handle.read()


def _distance(a, b):
    """Great-circle distance in metres."""
    lat1, lng1, lat2, lng2 = (math.radians(value) for value in (*a, *b))
    h = math.sin((lat2 - lat1) / 2) ** 2 + math.cos(lat1) * math.cos(lat2) * math.sin((lng2 - lng1) / 2) ** 2
    return 2 * 6371000 * math.asin(math.sqrt(h))
