import okhttp3.FormBody
import okhttp3.OkHttpClient
import okhttp3.Request

fun main() {
    val client = OkHttpClient()

    val body = FormBody.Builder()
        .add("username", "jane doe")
        .add("note", "a&b=c + d %20 \$HOME")
        .add("city", "Zürich")
        .add("empty", "")
        .build()

    val request = Request.Builder()
        .url("https://api.example.com/v1/login")
        .post(body)
        .build()

    client.newCall(request).execute().use { response ->
        println(response.body!!.string())
    }
}
