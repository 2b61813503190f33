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
        var request = new HttpRequestMessage(HttpMethod.Post, "https://api.example.com/v1/notes");

        var text = "Rex \"the dog\" O'Brien; $(echo hacked) `id` $HOME ${PATH} #{1 + 1} {$x} ??! 100% \\n é ✓ 😀\n" +
            "second line\n";
        request.Content = new StringContent(text, Encoding.UTF8, "text/plain");

        using (var response = await client.SendAsync(request))
        {
            Console.WriteLine(await response.Content.ReadAsStringAsync());
        }
    }
}
