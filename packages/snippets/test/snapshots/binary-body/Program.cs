using System;
using System.IO;
using System.Net.Http;
using System.Net.Http.Headers;
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
        var request = new HttpRequestMessage(HttpMethod.Put, "https://api.example.com/v1/blobs/backup.bin");

        request.Content = new ByteArrayContent(File.ReadAllBytes("upload.bin"));
        request.Content.Headers.ContentType = new MediaTypeHeaderValue("application/octet-stream");

        using (var response = await client.SendAsync(request))
        {
            Console.WriteLine(await response.Content.ReadAsStringAsync());
        }
    }
}
