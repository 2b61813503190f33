using System;
using System.Collections.Generic;
using System.Net.Http;
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
        var request = new HttpRequestMessage(HttpMethod.Post, "https://api.example.com/v1/login");

        request.Content = new FormUrlEncodedContent(new Dictionary<string, string>
        {
            { "username", "jane doe" },
            { "note", "a&b=c + d %20 $HOME" },
            { "city", "Zürich" },
            { "empty", "" },
        });

        using (var response = await client.SendAsync(request))
        {
            Console.WriteLine(await response.Content.ReadAsStringAsync());
        }
    }
}
