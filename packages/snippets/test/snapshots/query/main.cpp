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

  curl_easy_setopt(curl.get(), CURLOPT_URL, "https://api.example.com/v1/search?api-version=2024-05-01&tag=a&tag=b%20c&ids=1%2C2%2C3&q=caf%C3%A9%20%26%20bar%3Dbaz%2B%25&filter[owner]=%24me&created[range][gt]=1&note=%3Cb%3E%20%22x%22%20%27y%27%20%7Bz%7D");

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
