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

  FILE *upload = fopen("upload.bin", "rb");
  if (!upload) {
    perror("upload.bin");
    curl_easy_cleanup(curl);
    return 1;
  }
  fseek(upload, 0, SEEK_END);
  long upload_size = ftell(upload);
  rewind(upload);

  curl_easy_setopt(curl, CURLOPT_URL, "https://api.example.com/v1/blobs/backup.bin");

  struct curl_slist *headers = NULL;
  headers = curl_slist_append(headers, "Content-Type: application/octet-stream");
  curl_easy_setopt(curl, CURLOPT_HTTPHEADER, headers);

  curl_easy_setopt(curl, CURLOPT_UPLOAD, 1L);
  curl_easy_setopt(curl, CURLOPT_READDATA, upload);
  curl_easy_setopt(curl, CURLOPT_INFILESIZE_LARGE, (curl_off_t)upload_size);

  /* libcurl writes the response body to stdout. */
  CURLcode result = curl_easy_perform(curl);
  if (result != CURLE_OK)
    fprintf(stderr, "curl_easy_perform() failed: %s\n", curl_easy_strerror(result));

  curl_slist_free_all(headers);
  fclose(upload);
  curl_easy_cleanup(curl);
  curl_global_cleanup();
  return result == CURLE_OK ? 0 : 1;
}
