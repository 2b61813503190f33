import okhttp3.MediaType.Companion.toMediaType
import okhttp3.OkHttpClient
import okhttp3.Request
import okhttp3.RequestBody.Companion.toRequestBody

fun main() {
    val client = OkHttpClient()

    val json = """
        [
          "solo"
        ]
    """.trimIndent()
    val body = json.toRequestBody("application/json".toMediaType())

    val request = Request.Builder()
        .url("https://api.example.com/v1/tags")
        .put(body)
        .build()

    client.newCall(request).execute().use { response ->
        println(response.body!!.string())
    }
}
