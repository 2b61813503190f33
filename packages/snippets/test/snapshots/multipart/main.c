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

  curl_easy_setopt(curl, CURLOPT_URL, "https://api.example.com/v1/uploads");

  curl_mime *form = curl_mime_init(curl);
  curl_mimepart *part;

  part = curl_mime_addpart(form);
  curl_mime_name(part, "description");
  curl_mime_data(part, "A \"quoted\" caption; é", CURL_ZERO_TERMINATED);

  part = curl_mime_addpart(form);
  curl_mime_name(part, "file");
  curl_mime_filedata(part, "upload.bin");
  curl_mime_type(part, "application/octet-stream");
  curl_easy_setopt(curl, CURLOPT_MIMEPOST, form);

  /* libcurl writes the response body to stdout. */
  CURLcode result = curl_easy_perform(curl);
  if (result != CURLE_OK)
    fprintf(stderr, "curl_easy_perform() failed: %s\n", curl_easy_strerror(result));

  curl_mime_free(form);
  curl_easy_cleanup(curl);
  curl_global_cleanup();
  return result == CURLE_OK ? 0 : 1;
}
