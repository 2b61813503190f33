import okhttp3.OkHttpClient
import okhttp3.Request

fun main() {
    val client = OkHttpClient()

    val request = Request.Builder()
        .url("https://api.example.com/v1/preferences")
        .addHeader("X-Request-Note", "it's \"quoted\" \$HOME")
        .addHeader("Cookie", "theme=dark; session_id=abc123")
        .build()

    client.newCall(request).execute().use { response ->
        println(response.body!!.string())
    }
}
