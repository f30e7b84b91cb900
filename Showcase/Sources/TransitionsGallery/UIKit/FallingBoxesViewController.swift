#if canImport(UIKit)
import Dynamics
import Transitions
import UIKit

/// The Physics tab's live demo of the `Dynamics` engine: a ``FallingBoxesScene`` drawn with one
/// view per body, advanced by a ``DisplayLinkClock`` every frame. Tap to drop a body where you
/// tap; Shake throws everything up; Reset starts again.
@MainActor
final class FallingBoxesViewController: UIViewController {
    private let room = UIView()
    private var scene: FallingBoxesScene?
    private var bodyViews: [DynamicItem: UIView] = [:]
    private lazy var clock = DisplayLinkClock(view: view) { [weak self] seconds in self?.tick(seconds) }
    private let status = UILabel()

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Falling boxes"
    }

    @available(*, unavailable, message: "The gallery builds its screens in code.")
    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        room.backgroundColor = .secondarySystemBackground
        room.clipsToBounds = true
        room.translatesAutoresizingMaskIntoConstraints = false
        room.accessibilityIdentifier = "physics.room"
        view.addSubview(room)
        status.font = UIFont.preferredFont(forTextStyle: .footnote)
        status.textColor = .secondaryLabel
        status.numberOfLines = 0
        status.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(status)
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            room.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            room.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            room.topAnchor.constraint(equalTo: guide.topAnchor),
            status.topAnchor.constraint(equalTo: room.bottomAnchor, constant: 8),
            status.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            status.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            status.bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: -8),
        ])
        room.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped(_:))))
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(title: "Shake", style: .plain, target: self, action: #selector(shakeTapped)),
            UIBarButtonItem(title: "Reset", style: .plain, target: self, action: #selector(resetTapped)),
        ]
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // A new room size (first layout, rotation, split view) starts a new scene that fits it.
        if scene?.bounds != room.bounds { reset() }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        clock.start()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        clock.stop()
    }

    // MARK: Simulation

    private func reset() {
        bodyViews.values.forEach { $0.removeFromSuperview() }
        bodyViews = [:]
        do {
            scene = try FallingBoxesScene(bounds: room.bounds)
            status.text = "Tap to drop a box or a ball. The room is simulated by the kit's Dynamics engine "
                + "(gravity 1000 pt/s², elasticity 0.5, fixed 1/120 s steps)."
        } catch {
            // The room is not laid out yet, or too small: show why and wait for the next layout.
            scene = nil
            status.text = String(describing: error)
        }
        render()
    }

    private func tick(_ seconds: TimeInterval) {
        guard let scene, scene.isMoving else { return }
        scene.advance(by: seconds)
        render()
    }

    /// Puts every body's view where the simulation says, adding views for new bodies and
    /// removing those of bodies that left.
    private func render() {
        guard let scene else { return }
        var alive = Set<DynamicItem>()
        for body in scene.bodies {
            guard let pose = scene.pose(of: body) else { continue }
            alive.insert(body.item)
            let bodyView = bodyViews[body.item] ?? makeView(for: body)
            bodyView.center = pose.center
            bodyView.transform = CGAffineTransform(rotationAngle: pose.rotation)
        }
        for (item, bodyView) in bodyViews where !alive.contains(item) {
            bodyView.removeFromSuperview()
            bodyViews[item] = nil
        }
    }

    private func makeView(for body: FallingBoxesScene.Body) -> UIView {
        let palette = DemoViewController.palette
        let bodyView = UIView(frame: CGRect(origin: .zero, size: body.size))
        bodyView.backgroundColor = palette[body.colourIndex % palette.count]
        bodyView.layer.cornerRadius = body.isBall ? body.size.width / 2 : 6
        bodyView.isUserInteractionEnabled = false
        room.addSubview(bodyView)
        bodyViews[body.item] = bodyView
        return bodyView
    }

    // MARK: Actions

    @objc private func tapped(_ recognizer: UITapGestureRecognizer) {
        scene?.drop(at: recognizer.location(in: room))
        render()
    }

    @objc private func shakeTapped() {
        scene?.shake()
    }

    @objc private func resetTapped() {
        reset()
    }
}
#endif
