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

  curl_easy_setopt(curl.get(), CURLOPT_URL, "https://api.example.com/v1/pets");

  const char *header_lines[] = {
      "Accept: application/json",
      "Content-Type: application/json",
  };
  std::unique_ptr<curl_slist, decltype(&curl_slist_free_all)> headers(nullptr, &curl_slist_free_all);
  for (const char *line : header_lines)
    headers.reset(curl_slist_append(headers.release(), line));
  curl_easy_setopt(curl.get(), CURLOPT_HTTPHEADER, headers.get());

  const std::string body = R"json({
  "0": "numeric key",
  "name": "Rex \"the dog\" O'Brien; $(echo hacked) `id` $HOME ${PATH} #{1 + 1} {$x} ??! 100% \\n é ✓ 😀",
  "lines": "line one\nline two\r\n\ttabbed",
  "shell": "$(echo expanded) `echo expanded` $HOME ${PATH:-x} !!",
  "ruby": "#{raise \"interpolated\"} #@ivar #$global",
  "php": "$var {$var} ${var}",
  "unicode": "héllo wörld — 日本語 ✓ 😀",
  "backslashes": "C:\\Users\\rex\\n not a newline \\u0041",
  "control": "bell\u0007 nul-free \u001f end",
  "emptyObject": {},
  "emptyArray": [],
  "oneNumber": [
    7
  ],
  "oneString": [
    "only"
  ],
  "oneObject": [
    {
      "id": 1
    }
  ],
  "nested": {
    "list": [
      {
        "value": null
      },
      {
        "value": true
      }
    ],
    "off": false
  },
  "numbers": {
    "float": 3.25,
    "negative": -17,
    "big": 9007199254740991,
    "zero": 0
  }
})json";
  curl_easy_setopt(curl.get(), CURLOPT_POSTFIELDS, body.c_str());
  curl_easy_setopt(curl.get(), CURLOPT_POSTFIELDSIZE, static_cast<long>(body.size()));

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
