#include <stdio.h>

#include <curl/curl.h>

int main(void)
{
  curl_global_init(CURL_GLOBAL_DEFAULT);
  CURL *curl = curl_easy_init();
  if (!curl) {
    fprintf(stderr, "curl_easy_init() failed\n");
    return 1;
  }

  curl_easy_setopt(curl, CURLOPT_URL, "https://api.example.com/v1/me");

  struct curl_slist *headers = NULL;
  headers = curl_slist_append(headers, "Authorization: Bearer <token>");
  curl_easy_setopt(curl, CURLOPT_HTTPHEADER, headers);

  /* libcurl writes the response body to stdout. */
  CURLcode result = curl_easy_perform(curl);
  if (result != CURLE_OK)
    fprintf(stderr, "curl_easy_perform() failed: %s\n", curl_easy_strerror(result));

  curl_slist_free_all(headers);
  curl_easy_cleanup(curl);
  curl_global_cleanup();
  return result == CURLE_OK ? 0 : 1;
}
