using System;
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
        var request = new HttpRequestMessage(HttpMethod.Get, "https://api.example.com/v1/preferences");
        request.Headers.TryAddWithoutValidation("X-Request-Note", "it's \"quoted\" $HOME");
        request.Headers.Add("Cookie", "theme=dark; session_id=abc123");

        using (var response = await client.SendAsync(request))
        {
            Console.WriteLine(await response.Content.ReadAsStringAsync());
        }
    }
}
