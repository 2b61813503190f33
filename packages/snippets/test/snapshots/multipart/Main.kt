import java.io.File
import okhttp3.MediaType.Companion.toMediaType
import okhttp3.MultipartBody
import okhttp3.OkHttpClient
import okhttp3.Request
import okhttp3.RequestBody.Companion.asRequestBody

fun main() {
    val client = OkHttpClient()

    val body = MultipartBody.Builder()
        .setType(MultipartBody.FORM)
        .addFormDataPart("description", "A \"quoted\" caption; é")
        .addFormDataPart(
            "file",
            "upload.bin",
            File("upload.bin").asRequestBody("application/octet-stream".toMediaType())
        )
        .build()

    val request = Request.Builder()
        .url("https://api.example.com/v1/uploads")
        .post(body)
        .build()

    client.newCall(request).execute().use { response ->
        println(response.body!!.string())
    }
}
