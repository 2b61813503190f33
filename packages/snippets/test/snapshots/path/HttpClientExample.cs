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
        var request = new HttpRequestMessage(HttpMethod.Get, "https://api.example.com/v1/users/jane%20doe%40example.com/files/a%2Fb%3Fc%23d%20%C3%A9");

        using (var response = await client.SendAsync(request))
        {
            Console.WriteLine(await response.Content.ReadAsStringAsync());
        }
    }
}
