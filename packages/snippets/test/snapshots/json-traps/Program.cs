using System;
using System.Net.Http;
using System.Text;
using System.Threading.Tasks;

class Program
{
    static readonly HttpClient client = new HttpClient();

    static void Main()
    {
        SendAsync().GetAwaiter().GetResult();
    }

    static async Task SendAsync()
    {
        var request = new HttpRequestMessage(HttpMethod.Post, "https://api.example.com/v1/pets");
        request.Headers.TryAddWithoutValidation("Accept", "application/json");

        var json = "{\n" +
            "  \"0\": \"numeric key\",\n" +
            "  \"name\": \"Rex \\\"the dog\\\" O'Brien; $(echo hacked) `id` $HOME ${PATH} #{1 + 1} {$x} ??! 100% \\\\n é ✓ 😀\",\n" +
            "  \"lines\": \"line one\\nline two\\r\\n\\ttabbed\",\n" +
            "  \"shell\": \"$(echo expanded) `echo expanded` $HOME ${PATH:-x} !!\",\n" +
            "  \"ruby\": \"#{raise \\\"interpolated\\\"} #@ivar #$global\",\n" +
            "  \"php\": \"$var {$var} ${var}\",\n" +
            "  \"unicode\": \"héllo wörld — 日本語 ✓ 😀\",\n" +
            "  \"backslashes\": \"C:\\\\Users\\\\rex\\\\n not a newline \\\\u0041\",\n" +
            "  \"control\": \"bell\\u0007 nul-free \\u001f end\",\n" +
            "  \"emptyObject\": {},\n" +
            "  \"emptyArray\": [],\n" +
            "  \"oneNumber\": [\n" +
            "    7\n" +
            "  ],\n" +
            "  \"oneString\": [\n" +
            "    \"only\"\n" +
            "  ],\n" +
            "  \"oneObject\": [\n" +
            "    {\n" +
            "      \"id\": 1\n" +
            "    }\n" +
            "  ],\n" +
            "  \"nested\": {\n" +
            "    \"list\": [\n" +
            "      {\n" +
            "        \"value\": null\n" +
            "      },\n" +
            "      {\n" +
            "        \"value\": true\n" +
            "      }\n" +
            "    ],\n" +
            "    \"off\": false\n" +
            "  },\n" +
            "  \"numbers\": {\n" +
            "    \"float\": 3.25,\n" +
            "    \"negative\": -17,\n" +
            "    \"big\": 9007199254740991,\n" +
            "    \"zero\": 0\n" +
            "  }\n" +
            "}";
        request.Content = new StringContent(json, Encoding.UTF8, "application/json");

        using (var response = await client.SendAsync(request))
        {
            Console.WriteLine(await response.Content.ReadAsStringAsync());
        }
    }
}
