import ActionLog
import AppState
import Foundation
import XCTest

/// `POST /burgers/` answers: success is read from the body, never from the status alone.
final class BurgerOrderReplyTests: XCTestCase {
    private func decode(_ body: String, status: Int = 200) -> Result<OrderConfirmation, OrderError> {
        OrderConfirmation.decode(.success(HTTPResponse(status: status, body: Data(body.utf8))))
    }

    func testOrderPlaced() {
        XCTAssertEqual(decode("{\"message\": \"Order placed.\", \"latency\": 4}"), .success(OrderConfirmation(message: "Order placed.")))
    }

    func testRejectionsComeWithStatus200() {
        XCTAssertEqual(
            decode("{\"bitcoin\": [\"Sorry. You appear to not have enough BTC.\"]}"),
            .failure(.rejected(message: "Sorry. You appear to not have enough BTC.")))
        XCTAssertEqual(
            decode("{\"id\": [\"Sorry. It appears that we're out of this particular burger.\"]}"),
            .failure(.rejected(message: "Sorry. It appears that we're out of this particular burger.")))
        XCTAssertEqual(
            decode("{\"id\": [\"A.\"], \"bitcoin\": [\"B.\", \"C.\"], \"latency\": 2}"),
            .failure(.rejected(message: "B. C. A.")))
        XCTAssertEqual(
            decode("{\"id\": [\"Out.\"], \"bitcoin\": [\"Out.\"]}"),
            .failure(.rejected(message: "Out.")))
    }

    func testErrorStatusKeepsTheServersMessage() {
        XCTAssertEqual(decode("{\"detail\": \"Method not allowed.\"}", status: 405), .failure(.badStatus(status: 405, message: "Method not allowed.")))
        XCTAssertEqual(decode("<html>Server Error</html>", status: 500), .failure(.badStatus(status: 500, message: nil)))
        XCTAssertEqual(decode("{\"message\": \"Order placed.\"}", status: 502), .failure(.badStatus(status: 502, message: nil)))
    }

    func testGarbageWithStatus200IsNotASuccess() {
        XCTAssertEqual(
            decode("Order placed."),
            .failure(.unreadableReply(failure: DecodeFailure(path: "(root)", reason: "expected a JSON object"))))
        XCTAssertEqual(decode("{\"latency\": 3}"), .failure(.unreadableReply(failure: DecodeFailure(path: "message", reason: "expected a string"))))
        XCTAssertEqual(decode("[]"), .failure(.unreadableReply(failure: DecodeFailure(path: "(root)", reason: "expected a JSON object"))))
    }

    func testTransportFailures() {
        XCTAssertEqual(OrderConfirmation.decode(.failure(.timedOut)), .failure(.transport(reason: .timedOut)))
        XCTAssertEqual(
            OrderConfirmation.decode(.failure(.unreachable(reason: "connection refused"))),
            .failure(.transport(reason: .unreachable(reason: "connection refused"))))
    }

    func testAlertTexts() {
        XCTAssertEqual(OrderError.rejected(message: "Sorry.").message, "Sorry.")
        XCTAssertEqual(OrderError.badStatus(status: 404, message: nil).message, "The server answered with HTTP status 404.")
        XCTAssertEqual(OrderError.badStatus(status: 405, message: "Not allowed.").message, "Not allowed. (HTTP 405)")
        XCTAssertEqual(
            OrderError.transport(reason: .unreachable(reason: "down")).message,
            "The server could not be reached, so the order was not placed. Try again once the connection is back.",
            "a refused connection never reached the server: the order cannot have gone through")
        XCTAssertEqual(
            OrderError.transport(reason: .transport(reason: "The network connection was lost.")).message,
            "The connection was lost before the server confirmed the order. It was not sent again: "
                + "check whether it went through before ordering again.")
        XCTAssertEqual(
            BurgerAlert.orderPlaced(name: "Diner Burger", confirmation: OrderConfirmation(message: "Order placed.")).message,
            "Order placed. Your Diner Burger is on its way.")
        XCTAssertEqual(
            BurgerAlert.orderPlaced(name: "Diner Burger", confirmation: OrderConfirmation(message: "Order placed.")).title,
            "Excellent choice!")
        XCTAssertEqual(BurgerAlert.orderFailed(name: "Lava Burger", error: .timedOutExample).title, "Could not order the Lava Burger")
    }
}

extension OrderError {
    fileprivate static let timedOutExample = OrderError.transport(reason: .timedOut)
}
