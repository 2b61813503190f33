using System;
using System.Net.Http;
using System.Net.Http.Headers;
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
        var request = new HttpRequestMessage(HttpMethod.Get, "https://api.example.com/v1/me");
        var credentials = Convert.ToBase64String(Encoding.UTF8.GetBytes("<username>:<password>"));
        request.Headers.Authorization = new AuthenticationHeaderValue("Basic", credentials);

        using (var response = await client.SendAsync(request))
        {
            Console.WriteLine(await response.Content.ReadAsStringAsync());
        }
    }
}
