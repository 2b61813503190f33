import okhttp3.MediaType.Companion.toMediaType
import okhttp3.OkHttpClient
import okhttp3.Request
import okhttp3.RequestBody.Companion.toRequestBody

fun main() {
    val client = OkHttpClient()

    val body = "Rex \"the dog\" O'Brien; \$(echo hacked) `id` \$HOME \${PATH} #{1 + 1} {\$x} ??! 100% \\n é ✓ 😀\nsecond line\n".toRequestBody("text/plain".toMediaType())

    val request = Request.Builder()
        .url("https://api.example.com/v1/notes")
        .post(body)
        .build()

    client.newCall(request).execute().use { response ->
        println(response.body!!.string())
    }
}
