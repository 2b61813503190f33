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

  curl_easy_setopt(curl, CURLOPT_URL, "https://api.example.com/v1/pets");

  struct curl_slist *headers = NULL;
  headers = curl_slist_append(headers, "Accept: application/json");
  headers = curl_slist_append(headers, "Content-Type: application/json");
  curl_easy_setopt(curl, CURLOPT_HTTPHEADER, headers);

  static const char body[] =
    "{\n"
    "  \"0\": \"numeric key\",\n"
    "  \"name\": \"Rex \\\"the dog\\\" O'Brien; $(echo hacked) `id` $HOME ${PATH} #{1 + 1} {$x} ?\?! 100% \\\\n é ✓ 😀\",\n"
    "  \"lines\": \"line one\\nline two\\r\\n\\ttabbed\",\n"
    "  \"shell\": \"$(echo expanded) `echo expanded` $HOME ${PATH:-x} !!\",\n"
    "  \"ruby\": \"#{raise \\\"interpolated\\\"} #@ivar #$global\",\n"
    "  \"php\": \"$var {$var} ${var}\",\n"
    "  \"unicode\": \"héllo wörld — 日本語 ✓ 😀\",\n"
    "  \"backslashes\": \"C:\\\\Users\\\\rex\\\\n not a newline \\\\u0041\",\n"
    "  \"control\": \"bell\\u0007 nul-free \\u001f end\",\n"
    "  \"emptyObject\": {},\n"
    "  \"emptyArray\": [],\n"
    "  \"oneNumber\": [\n"
    "    7\n"
    "  ],\n"
    "  \"oneString\": [\n"
    "    \"only\"\n"
    "  ],\n"
    "  \"oneObject\": [\n"
    "    {\n"
    "      \"id\": 1\n"
    "    }\n"
    "  ],\n"
    "  \"nested\": {\n"
    "    \"list\": [\n"
    "      {\n"
    "        \"value\": null\n"
    "      },\n"
    "      {\n"
    "        \"value\": true\n"
    "      }\n"
    "    ],\n"
    "    \"off\": false\n"
    "  },\n"
    "  \"numbers\": {\n"
    "    \"float\": 3.25,\n"
    "    \"negative\": -17,\n"
    "    \"big\": 9007199254740991,\n"
    "    \"zero\": 0\n"
    "  }\n"
    "}";
  curl_easy_setopt(curl, CURLOPT_POSTFIELDS, body);
  curl_easy_setopt(curl, CURLOPT_POSTFIELDSIZE, (long)(sizeof(body) - 1));

  /* libcurl writes the response body to stdout. */
  CURLcode result = curl_easy_perform(curl);
  if (result != CURLE_OK)
    fprintf(stderr, "curl_easy_perform() failed: %s\n", curl_easy_strerror(result));

  curl_slist_free_all(headers);
  curl_easy_cleanup(curl);
  curl_global_cleanup();
  return result == CURLE_OK ? 0 : 1;
}
