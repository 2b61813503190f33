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

  curl_easy_setopt(curl, CURLOPT_URL, "https://api.example.com/v1/users/jane%20doe%40example.com/files/a%2Fb%3Fc%23d%20%C3%A9");

  /* libcurl writes the response body to stdout. */
  CURLcode result = curl_easy_perform(curl);
  if (result != CURLE_OK)
    fprintf(stderr, "curl_easy_perform() failed: %s\n", curl_easy_strerror(result));

  curl_easy_cleanup(curl);
  curl_global_cleanup();
  return result == CURLE_OK ? 0 : 1;
}
