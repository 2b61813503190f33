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
        var request = new HttpRequestMessage(HttpMethod.Put, "https://api.example.com/v1/tags");

        var json = "[\n" +
            "  \"solo\"\n" +
            "]";
        request.Content = new StringContent(json, Encoding.UTF8, "application/json");

        using (var response = await client.SendAsync(request))
        {
            Console.WriteLine(await response.Content.ReadAsStringAsync());
        }
    }
}
