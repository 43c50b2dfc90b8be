#!/usr/bin/env python3
"""Compares two running stores' catalogue answers byte for byte, e.g. main's build against a branch's on two
clones of one database (run both with CATALOGUE_CACHE=false so that every answer comes from the database):

    RATE_LIMIT_ALLOW_TOKEN=... python3 scripts/compare-answers.py 4601 4602 [--list]

Each URL (searches x pages 1-8 and 60, sorts, filters, page sizes, suggestions, facets, searches in
categories holding their words or not, then every query
string of compare-answers.queries as /api/products/get?<line>) is asked with
Accept-Encoding identity and gzip, as HEAD, and again with If-None-Match (304): status, every header but
Date and X-Request-Id, and the body's sha1 are compared. Prints the URLs that differ and the totals.
"""
import hashlib
import http.client
import os
import sys
from pathlib import Path
from urllib.parse import quote, urlencode

SEARCHES = ['the', 'for', 'novel', 'novels', 'nov', 'anatomy', 'pride', 'ghalib', 'غالب', '978', '9780', 'urdu poetry',
            'the novel', 'pride snell', 'ovel', 'ocabular', 'galib', 'anatmy', 'zzqx', 'a', 'gh', 'ab', 'of', 'boo',
            'physics', 'PRIDE', 'the, novel', 'iqbal', 'clinical', 'vocabulary']
SORTS = ['featured', 'new-books', 'old-books', 'price-low', 'price-high', 'newest', 'rating']
FILTERS = [{'category': 'English Novels'}, {'category': 'Medical'}, {'category': 'Urdu Poetry'}, {'availability': 'in-stock'},
           {'availability': 'bestseller'}, {'rating': 4}, {'minPrice': 100, 'maxPrice': 2000}, {'subCategory': 'Classic'}]


def urls():
    out = []
    get = lambda **q: '/api/products/get?' + urlencode(q, quote_via=quote)
    for s in SEARCHES:
        for page in [1, 2, 3, 4, 5, 6, 7, 8, 60]:
            out.append(get(search=s, page=page))
        out.append('/api/products/suggestions?' + urlencode({'search': s}, quote_via=quote))
        out.append('/api/products/facets?' + urlencode({'search': s}, quote_via=quote))
    for s in SEARCHES[:10]:
        for sort in SORTS:
            for page in [1, 7]:
                out.append(get(search=s, sort=sort, page=page))
    for s in ['the', 'novel', 'pride', 'anatomy', 'ovel', 'galib', 'ghalib', 'boo']:
        for f in FILTERS:
            for page in [1, 6]:
                out.append(get(search=s, page=page, **f))
    for s in ['the', 'novel', 'pride', 'anatomy', 'nov', 'urdu poetry']:
        for limit in [5, 12, 13, 40]:
            for page in [1, 2, 7]:
                out.append(get(search=s, limit=limit, page=page))
    # words held by 1,001-18,017 books (counted in "products" in a category), in categories holding many,
    # few or none of them; misspellings whose close spellings hold the typed word or not
    for s in ['novel', 'students', 'board', 'class', 'poetry', 'medical', 'mbbs', 'stories', 'css', 'poem', 'anatom']:
        for category in ['Medical', 'Urdu Poetry', 'English Novels', 'Govt School', 'Competitive Exam']:
            for page in [1, 2]:
                out.append(get(search=s, category=category, page=page))
        out.append('/api/products/facets?' + urlencode({'search': s}, quote_via=quote))
    queries = Path(__file__).with_name('compare-answers.queries').read_text(encoding='utf-8').splitlines()
    out += ['/api/products/get?' + q for q in queries if q.strip()]
    return out


def ask(port, method, url, headers):
    conn = http.client.HTTPConnection('127.0.0.1', port, timeout=120)
    conn.request(method, url, headers=headers)
    r = conn.getresponse()
    body = r.read()
    kept = sorted((k.lower(), v) for k, v in r.getheaders() if k.lower() not in ('date', 'x-request-id'))
    conn.close()
    return r.status, kept, hashlib.sha1(body).hexdigest()


def main():
    a, b = int(sys.argv[1]), int(sys.argv[2])
    token = {'x-rate-limit-allow': os.environ.get('RATE_LIMIT_ALLOW_TOKEN', '')}
    all_urls = urls()
    if '--list' in sys.argv:
        print('\n'.join(all_urls))
        return
    same = different = 0
    for url in all_urls:
        answers = []
        for port in (a, b):
            got = [ask(port, 'GET', url, {**token, 'accept-encoding': 'identity'}),
                   ask(port, 'GET', url, {**token, 'accept-encoding': 'gzip'}),
                   ask(port, 'HEAD', url, {**token, 'accept-encoding': 'identity'})]
            etag = dict(got[0][1]).get('etag')
            got.append(ask(port, 'GET', url, {**token, 'accept-encoding': 'identity', 'if-none-match': etag or '""'}))
            answers.append(got)
        for x, y in zip(*answers):
            if x == y:
                same += 1
            else:
                different += 1
                print('DIFFERENT', url, x[0], y[0], x[2], y[2])
    print(f'urls: {len(all_urls)}, answers same: {same}, different: {different}')


main()
