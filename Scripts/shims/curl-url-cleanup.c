// curl-url-cleanup.c: a diagnostic LD_PRELOAD shim for Scripts/stress-upstream-fix. Never linked
// into the SDK or its tools.
//
// The bug (swift-corelibs-foundation, FoundationNetworking on Linux; see Docs/KnownIssues.md):
// _EasyHandle.set(url:) calls CFURLSessionCurlHostIsEqual for every request. That C function
// parses the URL into a libcurl URL handle,
//
//     CURLU *h = curl_url();  curl_url_set(h, CURLUPART_URL, url, 0);  ...
//     curl_free(h);           // should be curl_url_cleanup(h)
//
// and releases it with curl_free, which frees only the handle's own block and not the strings
// the parse allocated inside it (scheme, host, port, path, ...): about 150 bytes plus the URL's
// length leak per request. The upstream fix is one line: curl_url_cleanup instead of curl_free.
//
// The interposition: curl_url below remembers, per thread, the last handle it created; curl_free
// releases that handle with curl_url_cleanup when it is handed exactly that pointer, and passes
// every other pointer to the real curl_free. CFURLSessionCurlHostIsEqual calls curl_url and then
// curl_free on the same thread with no curl_url in between, so it is covered; any other code that
// passes a handle it has just created to curl_free had the same leak, and gets the same fix. A
// handle released properly goes through curl_url_cleanup below, which forgets it, so a later
// block at the same address cannot be mistaken for it.
//
// Build: clang -shared -fPIC -O2 -o curl-url-cleanup.so curl-url-cleanup.c -ldl
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stddef.h>

// The last handle curl_url returned on this thread, until it is freed.
static __thread void *last_url_handle;

void *curl_url(void) {
  static void *(*real_curl_url)(void);
  if (!real_curl_url) real_curl_url = (void *(*)(void))dlsym(RTLD_NEXT, "curl_url");
  void *handle = real_curl_url ? real_curl_url() : NULL;
  last_url_handle = handle;
  return handle;
}

void curl_free(void *pointer) {
  static void (*real_curl_free)(void *);
  static void (*real_curl_url_cleanup)(void *);
  if (!real_curl_free) real_curl_free = (void (*)(void *))dlsym(RTLD_NEXT, "curl_free");
  if (!real_curl_url_cleanup) {
    real_curl_url_cleanup = (void (*)(void *))dlsym(RTLD_NEXT, "curl_url_cleanup");
  }
  if (pointer && pointer == last_url_handle && real_curl_url_cleanup) {
    last_url_handle = NULL;
    real_curl_url_cleanup(pointer);  // the upstream fix
    return;
  }
  if (real_curl_free) real_curl_free(pointer);
}

void curl_url_cleanup(void *handle) {
  static void (*real_curl_url_cleanup)(void *);
  if (!real_curl_url_cleanup) {
    real_curl_url_cleanup = (void (*)(void *))dlsym(RTLD_NEXT, "curl_url_cleanup");
  }
  if (handle && handle == last_url_handle) last_url_handle = NULL;
  if (real_curl_url_cleanup) real_curl_url_cleanup(handle);
}
