import okhttp3.OkHttpClient
import okhttp3.Request

fun main() {
    val client = OkHttpClient()

    val request = Request.Builder()
        .url("https://api.example.com/v1/reports?api_key=YOUR_API_KEY")
        .addHeader("X-API-Key", "<api-key>")
        .addHeader("Cookie", "session=<session>")
        .build()

    client.newCall(request).execute().use { response ->
        println(response.body!!.string())
    }
}
