#include <curl/curl.h>

#include <iostream>
#include <memory>
#include <string>

static size_t write_to_string(char *data, size_t size, size_t count, void *response)
{
  static_cast<std::string *>(response)->append(data, size * count);
  return size * count;
}

int main()
{
  std::unique_ptr<CURL, decltype(&curl_easy_cleanup)> curl(curl_easy_init(), &curl_easy_cleanup);
  if (!curl) {
    std::cerr << "curl_easy_init() failed\n";
    return 1;
  }

  curl_easy_setopt(curl.get(), CURLOPT_CUSTOMREQUEST, "DELETE");
  curl_easy_setopt(curl.get(), CURLOPT_URL, "https://api.example.com/v1/pets/42");

  const char *header_lines[] = {
      "Authorization: Bearer <token>",
  };
  std::unique_ptr<curl_slist, decltype(&curl_slist_free_all)> headers(nullptr, &curl_slist_free_all);
  for (const char *line : header_lines)
    headers.reset(curl_slist_append(headers.release(), line));
  curl_easy_setopt(curl.get(), CURLOPT_HTTPHEADER, headers.get());

  std::string response;
  curl_easy_setopt(curl.get(), CURLOPT_WRITEFUNCTION, write_to_string);
  curl_easy_setopt(curl.get(), CURLOPT_WRITEDATA, &response);

  const CURLcode result = curl_easy_perform(curl.get());
  if (result != CURLE_OK) {
    std::cerr << "curl_easy_perform() failed: " << curl_easy_strerror(result) << '\n';
    return 1;
  }
  std::cout << response << '\n';
  return 0;
}
