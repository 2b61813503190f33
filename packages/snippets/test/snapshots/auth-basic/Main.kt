import okhttp3.Credentials
import okhttp3.OkHttpClient
import okhttp3.Request

fun main() {
    val client = OkHttpClient()

    val request = Request.Builder()
        .url("https://api.example.com/v1/me")
        .addHeader("Authorization", Credentials.basic("<username>", "<password>"))
        .build()

    client.newCall(request).execute().use { response ->
        println(response.body!!.string())
    }
}
