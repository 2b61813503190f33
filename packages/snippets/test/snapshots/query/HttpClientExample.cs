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
        var request = new HttpRequestMessage(HttpMethod.Get, "https://api.example.com/v1/search?api-version=2024-05-01&tag=a&tag=b%20c&ids=1%2C2%2C3&q=caf%C3%A9%20%26%20bar%3Dbaz%2B%25&filter[owner]=%24me&created[range][gt]=1&note=%3Cb%3E%20%22x%22%20%27y%27%20%7Bz%7D");

        using (var response = await client.SendAsync(request))
        {
            Console.WriteLine(await response.Content.ReadAsStringAsync());
        }
    }
}
