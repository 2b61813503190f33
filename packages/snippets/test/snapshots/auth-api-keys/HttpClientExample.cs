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
        var request = new HttpRequestMessage(HttpMethod.Get, "https://api.example.com/v1/reports?api_key=YOUR_API_KEY");
        request.Headers.TryAddWithoutValidation("X-API-Key", "<api-key>");
        request.Headers.Add("Cookie", "session=<session>");

        using (var response = await client.SendAsync(request))
        {
            Console.WriteLine(await response.Content.ReadAsStringAsync());
        }
    }
}
